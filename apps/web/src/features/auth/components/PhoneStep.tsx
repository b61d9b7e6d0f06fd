import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useId, type ReactNode, type SubmitEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MessageLine } from '../../../components/MessageLine';
import { toMobileDigits } from '../../../lib/digits';
import type { PhoneFormValues } from '../lib/login-forms';

export function PhoneStep(props: {
  prompt: string;
  /** Mobile: the prompt reads as a sentence, not a bold field label. */
  plainPrompt?: boolean;
  form: UseFormReturn<PhoneFormValues>;
  captcha: ReactNode;
  sending: boolean;
  onSubmit: () => void;
}) {
  const { form } = props;
  const formError = form.formState.errors.root?.server?.message;
  const messageId = useId();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Send OTP">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="mobileNo"
          render={({ field, fieldState }) => (
            <Stack gap={4}>
              <TextInput
                label={props.prompt}
                placeholder="10-digit mobile number"
                size="md"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                name={field.name}
                ref={field.ref}
                autoFocus
                value={field.value}
                onChange={(e) => {
                  field.onChange(toMobileDigits(e.currentTarget.value));
                  // Typing clears the number's message; sending checks it again.
                  form.clearErrors('mobileNo');
                }}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                aria-describedby={messageId}
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
              {/* The number's message, or the send's: one reserved line, so nothing below moves. */}
              <MessageLine id={messageId} message={fieldState.error?.message ?? formError} />
            </Stack>
          )}
        />
        {props.captcha}
        <Button type="submit" size="md" fullWidth loading={props.sending}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
