import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import {
  BANK_PROOF_TEXTS,
  FILE_POLICIES,
  canUploadBankProof,
  fileFormSchema,
  type BankProofStatus,
} from '@oc/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FileUploadField } from '../../../components/files/FileUploadField';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';
import { confirmAction } from '../../../components/confirm';
import { apiText } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api/errors';
import type { TransferProgress } from '../../../lib/api/request';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { BANK_PROOF_STATUS_LABELS } from '../../../lib/labels';
import { hideToast, showToast } from '../../../lib/toast';
import { useRequestBankChange } from '../api/request-bank-change';
import { useUploadCheque } from '../api/upload-cheque';

const TOAST_ID = 'bank-proof';
const POLICY = FILE_POLICIES.chequeProof;

const TONE: Record<BankProofStatus, StatusTone> = {
  APPROVED: 'positive',
  PENDING: 'pending',
  CHANGE_REQUESTED: 'info',
  REJECTED: 'negative',
};

/**
 * The bank-proof block of /profile (part 2 §4; OPERATOR with a profile only): verified, being
 * verified, change requested, or the cancelled-cheque upload form ('Rejected' and the warning for
 * any other or absent status). A rejection shows the reason the provider's staff gave (`reason`).
 */
export function BankProofBlock({
  status,
  reason = null,
}: {
  status: BankProofStatus | null;
  reason?: string | null;
}) {
  const intl = useIntl();
  const shown: BankProofStatus = status ?? 'REJECTED';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="bank-proof">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconBuildingBank size={20} stroke={1.6} aria-hidden />
            <Title order={3} fz="md">
              {intl.formatMessage({ id: 'account.bankProof.title', defaultMessage: 'Bank proof' })}
            </Title>
          </Group>
          <StatusBadge tone={TONE[shown]} data-testid="bank-proof-status">
            {intl.formatMessage(BANK_PROOF_STATUS_LABELS[shown])}
          </StatusBadge>
        </Group>
        {shown === 'APPROVED' ? <Approved /> : null}
        {shown === 'PENDING' ? <Text size="sm">{apiText(BANK_PROOF_TEXTS.pending)}</Text> : null}
        {shown === 'CHANGE_REQUESTED' ? (
          <Text size="sm">{apiText(BANK_PROOF_TEXTS.changeRequested)}</Text>
        ) : null}
        {status === 'REJECTED' && reason ? (
          <Text size="sm" data-testid="bank-proof-reason" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(
              { id: 'account.bankProof.reason', defaultMessage: 'Reason: {reason}' },
              { reason },
            )}
          </Text>
        ) : null}
        {shown === 'REJECTED' ? (
          <Text size="sm" c="red" fw={500}>
            {apiText(BANK_PROOF_TEXTS.uploadWarning)}
          </Text>
        ) : null}
        {canUploadBankProof(status) ? <ChequeUploadForm /> : null}
      </Stack>
    </Paper>
  );
}

function Approved() {
  const intl = useIntl();
  const change = useRequestBankChange();
  const requestChange = apiText(BANK_PROOF_TEXTS.requestChange);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">{apiText(BANK_PROOF_TEXTS.approved)}</Text>
      <Button
        variant="light"
        size="sm"
        loading={change.isPending}
        onClick={() =>
          confirmAction({
            title: requestChange,
            message: intl.formatMessage({
              id: 'account.bankProof.changeConfirm',
              defaultMessage:
                'Your verified bank details stay in use until a new cancelled cheque is verified. Do you want to change them?',
            }),
            confirmLabel: requestChange,
            onConfirm: () =>
              change.mutate(undefined, {
                onSuccess: () =>
                  showToast({ kind: 'success', message: BANK_PROOF_TEXTS.updated, id: TOAST_ID }),
                onError: (err) => showToast({ kind: 'error', message: errorMessage(err), id: TOAST_ID }),
              }),
          })
        }
      >
        {requestChange}
      </Button>
    </Group>
  );
}

/** The cancelled-cheque upload: pick a file (checked like the server does), send it with progress. */
function ChequeUploadForm() {
  const intl = useIntl();
  const upload = useUploadCheque();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const resolver = useMemo(() => zodResolver(fileFormSchema(POLICY)), []);
  const form = useForm<{ file: File | null }>({ defaultValues: { file: null }, resolver });
  const formError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    hideToast(TOAST_ID);
    setProgress({ loaded: 0, total: file.size });
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      form.reset();
    } catch (err) {
      // The reason at the field (a wrong type, too large), and §8's toast.
      applyServerErrors(form.setError, err, { mapPath: () => 'file', refusalField: () => 'file' });
      showToast({ kind: 'error', message: BANK_PROOF_TEXTS.notAdded, id: TOAST_ID });
    } finally {
      setProgress(null);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileUploadField
              policy={POLICY}
              label={intl.formatMessage({
                id: 'account.bankProof.cheque',
                defaultMessage: 'Cancelled cheque',
              })}
              value={field.value}
              onChange={(file) => {
                form.clearErrors(FORM_ERROR);
                field.onChange(file);
              }}
              error={fieldState.error?.message}
              progress={progress}
            />
          )}
        />
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {apiText(formError)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={progress !== null}>
            {intl.formatMessage({ id: 'account.bankProof.upload', defaultMessage: 'Upload' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
