import { Anchor, Box, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@oc/contract/constants';
import { useId, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageLine } from '../../../components/MessageLine';
import { keepDigits } from '../../../lib/digits';
import classes from './OtpStep.module.css';
import type { LoginField } from '../lib/login-forms';

/** Part 1 §8: shown in place of the resend link after a wrong OTP. */
export const WRONG_OTP = { id: 'auth.otp.wrongOtp', defaultMessage: 'WRONG OTP ENTERED' };

export function OtpStep({
  inputRef,
  ...props
}: {
  mobile: boolean;
  mobileNo: string;
  /** The OTP (plain state, docs/architecture.md "Login"). */
  field: LoginField;
  /** The input, focused when its value is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The OTP was edited: a wrong OTP's state ends. */
  onOtpEdited: () => void;
  wrongOtp: boolean;
  secondsLeft: number;
  verifying: boolean;
  resending: boolean;
  /** reCAPTCHA needs the user to solve it again before a resend; the sandbox does not. */
  resendCaptcha: ReactNode;
  onEditNumber: () => void;
  onResend: () => void;
  onSubmit: () => void;
}) {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  const { field } = props;
  const intl = useIntl();
  const enterOtp = intl.formatMessage({ id: 'auth.otp.enterOtp', defaultMessage: 'Enter OTP' });
  const messageId = useId();
  const otpError = field.error;
  const onChange = (value: string) => {
    const digits = keepDigits(value, OTP_LENGTH);
    if (digits !== field.value) props.onOtpEdited();
    field.change(digits);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.otp.verify', defaultMessage: 'Verify OTP' })}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            <FormattedMessage
              id="auth.otp.sentTo"
              defaultMessage="OTP sent to <number>+91 {mobileNo}</number>"
              values={{
                mobileNo: props.mobileNo,
                number: (chunks) => (
                  <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {chunks}
                  </Text>
                ),
              }}
            />
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={props.onEditNumber}>
            {intl.formatMessage({ id: 'auth.otp.editNumber', defaultMessage: 'Edit Number' })}
          </Anchor>
        </Group>

        {props.mobile ? (
          <Stack gap={6}>
            <Text component="label" htmlFor="otp-pin" size="sm" fw={500}>
              {enterOtp}
            </Text>
            {/* PinInput swallows Enter for numeric boxes; submit on Enter like the desktop field. */}
            <Box
              onKeyDownCapture={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  props.onSubmit();
                }
              }}
            >
              <PinInput
                id="otp-pin"
                length={OTP_LENGTH}
                type="number"
                inputMode="numeric"
                oneTimeCode
                autoFocus
                size="lg"
                gap="md"
                ariaLabel={intl.formatMessage({ id: 'auth.otp.digit', defaultMessage: 'OTP digit' })}
                value={field.value}
                onChange={onChange}
                error={Boolean(otpError) || props.wrongOtp}
                aria-describedby={messageId}
                styles={{ root: { justifyContent: 'flex-start' } }}
              />
            </Box>
            <MessageLine id={messageId} message={otpError ?? field.formError} />
          </Stack>
        ) : (
          <Stack gap={4}>
            <TextInput
              label={enterOtp}
              placeholder={intl.formatMessage({ id: 'auth.otp.placeholder', defaultMessage: '4-digit OTP' })}
              size="md"
              name="otp"
              ref={inputRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={field.value}
              onChange={(e) => onChange(e.currentTarget.value)}
              error={Boolean(otpError) || props.wrongOtp}
              aria-describedby={messageId}
              classNames={{ input: classes.otpInput }}
              styles={{ label: { marginBottom: 6 } }}
            />
            {/* The OTP's message, or the call's: one reserved line, so nothing below moves. */}
            <MessageLine id={messageId} message={otpError ?? field.formError} />
          </Stack>
        )}

        <div className={classes.statusLine}>
          {props.wrongOtp ? (
            <Text size="sm" c="red" fw={700} role="alert">
              {intl.formatMessage(WRONG_OTP)}
            </Text>
          ) : props.secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(
                { id: 'auth.otp.resendIn', defaultMessage: 'Resend OTP in {seconds}s' },
                { seconds: props.secondsLeft },
              )}
            </Text>
          ) : (
            <Stack gap="xs" align="flex-start">
              {props.resendCaptcha}
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={props.onResend}
                disabled={props.resending}
              >
                {props.resending
                  ? intl.formatMessage({ id: 'auth.otp.sending', defaultMessage: 'Sending…' })
                  : intl.formatMessage({ id: 'auth.otp.resend', defaultMessage: 'Resend OTP' })}
              </Anchor>
            </Stack>
          )}
        </div>

        <Button type="submit" size="md" fullWidth loading={props.verifying}>
          {props.wrongOtp
            ? intl.formatMessage({ id: 'auth.otp.retry', defaultMessage: 'Retry' })
            : intl.formatMessage({ id: 'auth.otp.verify', defaultMessage: 'Verify OTP' })}
        </Button>
      </Stack>
    </form>
  );
}
