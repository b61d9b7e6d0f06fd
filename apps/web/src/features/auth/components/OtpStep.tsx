import { Anchor, Box, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@oc/contract';
import { keepDigits } from '../../../lib/digits';
import type { SubmitEvent, ReactNode } from 'react';

/** Part 1 §8: shown in place of the resend link after a wrong OTP. */
export const WRONG_OTP = 'WRONG OTP ENTERED';

export function OtpStep(props: {
  mobile: boolean;
  mobileNo: string;
  otp: string;
  onOtpChange: (value: string) => void;
  otpError: string | null;
  wrongOtp: boolean;
  formError: string | null;
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
  const digitsOnly = (v: string) => keepDigits(v, OTP_LENGTH);

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
                value={props.otp}
                onChange={(v) => props.onOtpChange(digitsOnly(v))}
                error={Boolean(props.otpError) || props.wrongOtp}
                styles={{ root: { justifyContent: 'flex-start' } }}
              />
            </Box>
            {props.otpError ? (
              <Text size="sm" c="red" role="alert">
                {props.otpError}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <TextInput
            label="Enter OTP"
            placeholder="4-digit OTP"
            size="md"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={props.otp}
            onChange={(e) => props.onOtpChange(digitsOnly(e.currentTarget.value))}
            error={props.otpError ?? props.wrongOtp}
            styles={{ input: { letterSpacing: '0.5em', fontWeight: 600 }, label: { marginBottom: 6 } }}
          />
        )}

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

        {props.formError ? (
          <Text size="sm" c="red" role="alert">
            {props.formError}
          </Text>
        ) : null}

        <Button type="submit" size="md" fullWidth loading={props.verifying}>
          {props.wrongOtp ? 'Retry' : 'Verify OTP'}
        </Button>
      </Stack>
    </form>
  );
}
