import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useId, useLayoutEffect, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessageLine } from '../../../components/MessageLine';
import { toMobileDigits } from '../../../lib/digits';
import type { LoginField } from '../lib/login-forms';

export function PhoneStep({
  inputRef,
  ...props
}: {
  prompt: string;
  /** Mobile: the prompt reads as a sentence, not a bold field label. */
  plainPrompt?: boolean;
  /** The number (plain state, docs/architecture.md "Login"). */
  field: LoginField;
  /** The input, focused when its value is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  captcha: ReactNode;
  sending: boolean;
  onSubmit: () => void;
}) {
  const { field } = props;
  const intl = useIntl();
  const messageId = useId();
  // The login page is shown before its script runs (prerendered, src/prerender.tsx): digits typed
  // by then are in the input but not in the state, which would overwrite them on its next render.
  // Hydrating takes them over (a no-op when the input was drawn here, with the state's value).
  const { change } = field;
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== field.value) change(toMobileDigits(typed));
    // Once, on the first commit: later the state drives the input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    // method="dialog": a press on Send before the script has taken over the prerendered page does
    // nothing (a dialog-method form outside a <dialog> submits nowhere), instead of reloading the
    // page with the number in the address; afterwards `submit` handles every send.
    <form
      method="dialog"
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.phone.send', defaultMessage: 'Send OTP' })}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <TextInput
            label={props.prompt}
            placeholder={intl.formatMessage({
              id: 'auth.phone.placeholder',
              defaultMessage: '10-digit mobile number',
            })}
            size="md"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            name="mobileNo"
            ref={inputRef}
            autoFocus
            value={field.value}
            // Typing clears the number's message; sending checks it again.
            onChange={(e) => field.change(toMobileDigits(e.currentTarget.value))}
            error={Boolean(field.error)}
            aria-describedby={messageId}
            leftSection={
              <Text size="sm" fw={600} c="var(--mantine-color-text)">
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
          <MessageLine id={messageId} message={field.error ?? field.formError} />
        </Stack>
        {props.captcha}
        <Button type="submit" size="md" fullWidth loading={props.sending}>
          {intl.formatMessage({ id: 'auth.phone.send', defaultMessage: 'Send OTP' })}
        </Button>
      </Stack>
    </form>
  );
}
