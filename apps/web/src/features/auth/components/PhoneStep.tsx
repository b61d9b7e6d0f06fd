import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { SubmitEvent, ReactNode } from 'react';
import { toMobileDigits } from '../../../lib/digits';

export function PhoneStep(props: {
  prompt: string;
  /** Mobile: the prompt reads as a sentence, not a bold field label. */
  plainPrompt?: boolean;
  mobileNo: string;
  onMobileChange: (value: string) => void;
  mobileError: string | null;
  formError: string | null;
  captcha: ReactNode;
  sending: boolean;
  onSubmit: () => void;
}) {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Send OTP">
      <Stack gap="md">
        <TextInput
          label={props.prompt}
          placeholder="10-digit mobile number"
          size="md"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          name="mobileNo"
          autoFocus
          value={props.mobileNo}
          onChange={(e) => props.onMobileChange(toMobileDigits(e.currentTarget.value))}
          error={props.mobileError}
          leftSection={
            <Text size="sm" fw={600} c="dark.6">
              +91
            </Text>
          }
          leftSectionWidth={48}
          styles={{
            label: props.plainPrompt
              ? { marginBottom: 8, fontWeight: 400, color: 'var(--mantine-color-dimmed)' }
              : { marginBottom: 6 },
          }}
        />
        {props.captcha}
        {props.formError ? (
          <Text size="sm" c="red" role="alert">
            {props.formError}
          </Text>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={props.sending}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
