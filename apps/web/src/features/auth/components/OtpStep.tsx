import { Anchor, Box, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@oc/contract/constants';
import { useId, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { MessageLine } from '../../../components/MessageLine';
import { keepDigits } from '../../../lib/digits';
import classes from './OtpStep.module.css';
import type { LoginField } from '../lib/login-forms';

/** Part 1 §8: shown in place of the resend link after a wrong OTP. */
export const WRONG_OTP = 'WRONG OTP ENTERED';

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
  const messageId = useId();
  const otpError = field.error;
  const onChange = (value: string) => {
    const digits = keepDigits(value, OTP_LENGTH);
    if (digits !== field.value) props.onOtpEdited();
    field.change(digits);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Verify OTP">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            OTP sent to{' '}
            <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
              +91 {props.mobileNo}
            </Text>
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={props.onEditNumber}>
            Edit Number
          </Anchor>
        </Group>

        {props.mobile ? (
          <Stack gap={6}>
            <Text component="label" htmlFor="otp-pin" size="sm" fw={500}>
              Enter OTP
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
                ariaLabel="OTP digit"
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
              label="Enter OTP"
              placeholder="4-digit OTP"
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
              {WRONG_OTP}
            </Text>
          ) : props.secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              Resend OTP in {props.secondsLeft}s
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
                {props.resending ? 'Sending…' : 'Resend OTP'}
              </Anchor>
            </Stack>
          )}
        </div>

        <Button type="submit" size="md" fullWidth loading={props.verifying}>
          {props.wrongOtp ? 'Retry' : 'Verify OTP'}
        </Button>
      </Stack>
    </form>
  );
}
