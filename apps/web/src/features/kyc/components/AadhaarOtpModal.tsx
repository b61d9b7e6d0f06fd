import { Anchor, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { OTP_RESEND_SECONDS } from '@oc/contract';
import { useState } from 'react';
import { useCountdown } from '../../../lib/countdown';
import { isMobile } from '../../../lib/device';

export const AADHAAR_OTP_LENGTH = 6;
export const OTP_INCORRECT = 'The OTP you entered is incorrect';

/**
 * The Aadhaar OTP modal (part 1 §2 Other, §5): six boxes, digits only, one a box; a paste fills
 * them all; Verify stays disabled until every box is filled; Resend OTP asks for a new one, 30 s
 * after the last send (the server's rule; the modal is mounted anew for each OTP sent).
 */
export function AadhaarOtpModal({
  opened,
  maskedNumber,
  error,
  verifying,
  resending,
  onVerify,
  onResend,
  onClose,
}: {
  opened: boolean;
  /** What the OTP was sent for, e.g. 'XXXX XXXX 4600'. */
  maskedNumber: string;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onClose: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [sentAt] = useState(() => Date.now());
  const wait = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const full = otp.length === AADHAAR_OTP_LENGTH;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Enter OTP"
      centered
      fullScreen={false}
      size={isMobile ? 'sm' : 'md'}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the 6-digit OTP sent to the mobile number linked with Aadhar {maskedNumber}.
        </Text>
        <Group justify="center">
          <PinInput
            length={AADHAAR_OTP_LENGTH}
            type="number"
            inputType="tel"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size={isMobile ? 'md' : 'lg'}
            gap={isMobile ? 6 : 'sm'}
            value={otp}
            onChange={setOtp}
            error={Boolean(error)}
            ariaLabel="Aadhar OTP digit"
            data-testid="aadhaar-otp"
          />
        </Group>
        {error ? (
          <Text size="sm" c="red" ta="center" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="space-between" align="center">
          {wait > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              Resend OTP in {wait}s
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resending}
              onClick={() => {
                setOtp('');
                onResend();
              }}
            >
              Resend OTP
            </Anchor>
          )}
          <Button disabled={!full} loading={verifying} onClick={() => onVerify(otp)}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
