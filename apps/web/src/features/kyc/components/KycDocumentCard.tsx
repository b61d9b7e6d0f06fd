import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { istDateOf, kycInputSchemas, type KycDocument, type KycDocumentName } from '@oc/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../components/StatusBadge';
import { apiText } from '../../../i18n/language';
import { keepDigits } from '../../../lib/digits';
import { formatDate } from '../../../lib/format';
import { KYC_DOCUMENT_LABELS, KYC_STATUS_LABELS } from '../../../lib/labels';
import { applyServerErrors, zodResolver } from '../../../lib/forms';
import { KYC_TEXTS, PLACEHOLDERS, PLACEHOLDER_EXAMPLES } from '../lib/messages';
import { maskedValue, placeOfCallError, type KycOutcome } from '../lib/outcome';
import { clearToast, toastError } from '../lib/toast';

const MAX_LENGTH: Record<KycDocumentName, number | undefined> = {
  PAN: 10,
  AADHAR: undefined,
  GSTIN: 15,
  MSME: 19,
};

/** 'Verified on DD/MM/YYYY' (the IST date of the verification); '-' when the date is unknown. */
function verifiedOn(completedOn: string | null): string {
  if (!completedOn) return '-';
  const at = new Date(completedOn);
  return Number.isNaN(at.getTime()) ? '-' : formatDate(istDateOf(at));
}

/**
 * One KYC document (part 1 §4): PENDING with an input and a Verify (Aadhar: Send OTP) button, or
 * Verified with its date and the input locked and masked. `disabledNote` disables it with a note.
 * `onVerify` gets the checked, normalized number; it reports its own outcome and throws what the
 * server refused (shown here: at the input, or as a toast).
 */
export function KycDocumentCard({
  doc,
  entry,
  busy = false,
  disabledNote,
  onVerify,
  onOutcome,
}: {
  doc: KycDocumentName;
  entry: KycDocument | undefined;
  busy?: boolean;
  disabledNote?: string | undefined;
  onVerify: (value: string) => Promise<void>;
  /** A refusal that is shown as a dialog (part 1 §8). */
  onOutcome: (outcome: KycOutcome) => void;
}) {
  const intl = useIntl();
  const verified = entry?.status === 'VERIFIED';
  const label = intl.formatMessage(KYC_DOCUMENT_LABELS[doc]);
  const disabled = Boolean(disabledNote);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`kyc-card-${doc}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <StatusBadge
            tone={verified ? 'positive' : disabled ? 'neutral' : 'pending'}
            data-testid={`kyc-status-${doc}`}
          >
            {intl.formatMessage(KYC_STATUS_LABELS[verified ? 'VERIFIED' : 'PENDING'])}
          </StatusBadge>
        </Group>
        {verified ? (
          <>
            <TextInput
              aria-label={label}
              value={maskedValue(doc, entry.value)}
              readOnly
              disabled
              styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)', letterSpacing: 1 } }}
              rightSection={
                <IconLock
                  size={16}
                  aria-label={intl.formatMessage({ id: 'kyc.document.locked', defaultMessage: 'Locked' })}
                />
              }
            />
            <Text size="sm" c="dimmed">
              {intl.formatMessage(
                { id: 'kyc.document.verifiedOn', defaultMessage: 'Verified on {date}' },
                { date: verifiedOn(entry.completedOn) },
              )}
            </Text>
          </>
        ) : (
          <DocumentForm
            doc={doc}
            busy={busy}
            disabledNote={disabledNote}
            onVerify={onVerify}
            onOutcome={onOutcome}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * The pending document's input: react-hook-form with the contract's rule for the document
 * (`kycInputSchemas`). An empty PAN, GSTIN or MSME is the spec's toast ('Please enter PAN to
 * verify'); an invalid Aadhar number is the toast 'Please enter a valid Aadhar number' and the
 * reason at the input; any other refusal shows at the input until the value changes.
 */
function DocumentForm({
  doc,
  busy,
  disabledNote,
  onVerify,
  onOutcome,
}: {
  doc: KycDocumentName;
  busy: boolean;
  disabledNote: string | undefined;
  onVerify: (value: string) => Promise<void>;
  onOutcome: (outcome: KycOutcome) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(KYC_DOCUMENT_LABELS[doc]);
  const disabled = Boolean(disabledNote);
  const form = useForm({
    defaultValues: { value: '' },
    resolver: zodResolver(kycInputSchemas[doc]),
    reValidateMode: 'onSubmit',
  });
  const formError = form.formState.errors.root?.server?.message;
  // Verified (the form gives way to the locked value) or left: its toast has nothing left to say.
  useEffect(() => () => clearToast(doc), [doc]);

  const submit = form.handleSubmit(
    async ({ value }) => {
      clearToast(doc); // a new attempt: the last one's toast is resolved or about to be replaced
      try {
        await onVerify(value);
      } catch (err) {
        const where = placeOfCallError(err);
        if (where.place === 'form') applyServerErrors(form.setError, err, { mapPath: () => 'value' });
        else if (where.place === 'dialog') onOutcome(where.outcome);
        else toastError(doc, where.message);
      }
    },
    (errors) => {
      const message = errors.value?.message;
      if (!message) return;
      if (doc === 'AADHAR') return toastError(doc, intl.formatMessage(KYC_TEXTS.aadhaarInvalid));
      if (!form.getValues('value').trim()) {
        form.clearErrors('value'); // an empty value is only the toast
        toastError(doc, message);
      }
    },
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        if (disabled) {
          e.preventDefault();
          return;
        }
        void submit(e);
      }}
    >
      <Stack gap="xs">
        <Controller
          control={form.control}
          name="value"
          render={({ field, fieldState }) => {
            // The contract's rule or the server's refusal: in the page's language.
            const error = fieldState.error?.message ?? formError;
            return (
              <TextInput
                aria-label={label}
                placeholder={intl.formatMessage(PLACEHOLDERS[doc], { example: PLACEHOLDER_EXAMPLES[doc] })}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                disabled={disabled}
                error={error === undefined ? undefined : apiText(error)}
                maxLength={MAX_LENGTH[doc]}
                inputMode={doc === 'AADHAR' ? 'numeric' : 'text'}
                autoComplete="off"
                onChange={(e) => {
                  const raw = e.currentTarget.value;
                  form.clearErrors();
                  if (raw.trim()) clearToast(doc); // 'Please enter … to verify' is answered
                  field.onChange(doc === 'AADHAR' ? keepDigits(raw, 12) : raw.toUpperCase());
                }}
              />
            );
          }}
        />
        {disabledNote ? (
          <Text size="sm" c="dimmed" data-testid={`kyc-note-${doc}`}>
            {disabledNote}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={disabled} loading={busy || form.formState.isSubmitting}>
            {doc === 'AADHAR'
              ? intl.formatMessage({ id: 'kyc.document.sendOtp', defaultMessage: 'Send OTP' })
              : intl.formatMessage({ id: 'kyc.verify', defaultMessage: 'Verify' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
