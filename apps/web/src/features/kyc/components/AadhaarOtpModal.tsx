import { Anchor, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { OTP_RESEND_SECONDS, WRONG_OTP_STATUS, aadhaarOtpInputSchema } from '@oc/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { useCountdown } from '../../../lib/countdown';
import { isMobile } from '../../../lib/device';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { useVerifyAadhaarOtp } from '../api/verify-aadhaar-otp';
import { KYC_TEXTS } from '../lib/messages';
import { outcomeOfAadhaar, placeOfCallError, type KycOutcome } from '../lib/outcome';
import { toastError } from '../lib/toast';

export const AADHAAR_OTP_LENGTH = 6;

/**
 * The Aadhaar OTP modal (part 1 §2 Other, §5): six boxes, digits only, one a box; a paste fills
 * them all; Verify stays disabled until every box is filled; Resend OTP asks for a new one, 30 s
 * after the last send (the server's rule; the modal is mounted anew for each OTP sent).
 *
 * The code is a react-hook-form field checked with the contract's rule ('Please enter a valid
 * OTP'). A wrong OTP shows 'The OTP you entered is incorrect' under the boxes; so does a refusal of
 * the code, and the 404 for a transaction that is not the account's ('This OTP request was not
 * found for your account. Request a new OTP.'). Any other answer ends the modal: `onDone` with the
 * dialog to show.
 */
export function AadhaarOtpModal({
  aadhaarNumber,
  transactionId,
  resending,
  onResend,
  onDone,
  onClose,
}: {
  /** The number the OTP was sent for (the modal shows its last 4 digits). */
  aadhaarNumber: string;
  /** Our transaction id from `aadharOtp`. */
  transactionId: string;
  resending: boolean;
  onResend: () => void;
  onDone: (outcome: KycOutcome) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const confirm = useVerifyAadhaarOtp();
  const form = useForm({
    defaultValues: { otp: '' },
    resolver: zodResolver(aadhaarOtpInputSchema),
    reValidateMode: 'onSubmit',
  });
  const otp = useWatch({ control: form.control, name: 'otp' });
  const { errors, isSubmitting } = form.formState;
  const error = errors.otp?.message ?? errors.root?.server?.message ?? null;
  const [sentAt] = useState(() => Date.now());
  const wait = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const full = otp.length === AADHAAR_OTP_LENGTH;
  const maskedNumber = `XXXX XXXX ${aadhaarNumber.slice(-4)}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await confirm.mutateAsync({ aadhaarNumber, transactionId, otp: values.otp });
      if (result.statusCode === WRONG_OTP_STATUS) {
        form.setError('otp', { type: 'server', message: intl.formatMessage(KYC_TEXTS.otpIncorrect) });
        return;
      }
      onDone(outcomeOfAadhaar(result));
    } catch (err) {
      const where = placeOfCallError(err);
      if (where.place === 'form') applyServerErrors(form.setError, err, { fields: ['otp'] });
      else if (where.place === 'dialog') onDone(where.outcome);
      else toastError('AADHAR', where.message);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'kyc.otp.title', defaultMessage: 'Enter OTP' })}
      centered
      fullScreen={false}
      size={isMobile ? 'sm' : 'md'}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            {
              id: 'kyc.otp.prompt',
              defaultMessage: 'Enter the 6-digit OTP sent to the mobile number linked with Aadhar {number}.',
            },
            { number: maskedNumber },
          )}
        </Text>
        <Group justify="center">
          <Controller
            control={form.control}
            name="otp"
            render={({ field }) => (
              <PinInput
                length={AADHAAR_OTP_LENGTH}
                type="number"
                inputType="tel"
                inputMode="numeric"
                oneTimeCode
                autoFocus
                size={isMobile ? 'md' : 'lg'}
                gap={isMobile ? 6 : 'sm'}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(error)}
                ariaLabel={intl.formatMessage({ id: 'kyc.otp.digit', defaultMessage: 'Aadhar OTP digit' })}
                data-testid="aadhaar-otp"
              />
            )}
          />
        </Group>
        {error ? (
          <Text size="sm" c="red" ta="center" role="alert">
            {apiText(error)}
          </Text>
        ) : null}
        <Group justify="space-between" align="center">
          {wait > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(
                { id: 'kyc.otp.resendIn', defaultMessage: 'Resend OTP in {wait}s' },
                { wait },
              )}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resending}
              onClick={() => {
                form.reset();
                onResend();
              }}
            >
              {intl.formatMessage({ id: 'kyc.otp.resend', defaultMessage: 'Resend OTP' })}
            </Anchor>
          )}
          <Button disabled={!full} loading={isSubmitting} onClick={() => void submit()}>
            {intl.formatMessage({ id: 'kyc.verify', defaultMessage: 'Verify' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
