import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// eslint-disable-next-line no-restricted-imports -- its messages stay English in the form state (they are compared with the contract's); shown through apiText
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REIMBURSEMENT_AMOUNT_DIGITS,
  REIMBURSEMENT_LIMITS,
  REIMBURSEMENT_MESSAGES,
  REIMBURSEMENT_PROOF_POLICY,
  addDaysToDate,
  addReimbursementFormSchema,
  precheckFile,
  reimbursementMsOf,
  type AddReimbursementForm,
  type Reimbursement,
} from '@oc/contract';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FileUploadField } from '../../../components/files/FileUploadField';
import { MoneyInput } from '../../../components/MoneyInput';
import { apiText } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api/errors';
import type { TransferProgress } from '../../../lib/api/request';
import { isMobile } from '../../../lib/device';
import { FORM_ERROR, applyServerErrors } from '../../../lib/forms';
import { todayIst } from '../../../lib/format';
import { hideToast, showToast } from '../../../lib/toast';
import { formatInr } from '../../../lib/format';
import { useAddReimbursement } from '../api/add-reimbursement';
import { reimbursementsQueryOptions } from '../api/get-reimbursements';
import { STATUS_TEXT, dateRangeText } from '../lib/display';
import { overlappingClaims } from '../lib/overlap';

const TOAST_ID = 'reimbursement-add';
const EMPTY: AddReimbursementForm = { rc: '', dates: [null, null], amount: '', file: null };

/** A field's message, except 'All Fields are mandatory': that one stands once, under the form. */
const fieldMessage = (message: string | undefined) =>
  message === REIMBURSEMENT_MESSAGES.allMandatory ? Boolean(message) : message && apiText(message);

type Field = 'rc' | 'dates' | 'amount' | 'file';

/** Which form field a server error's path names. */
const FIELD_OF: Partial<Record<string, Field>> = {
  rc: 'rc',
  startDate: 'dates',
  endDate: 'dates',
  amount: 'amount',
  myFile: 'file',
};

/** The field a refusal without field errors is about: no such bus (404), a file refused (413, 415). */
const fieldOfRefusal = (status: number): Field | null =>
  status === 404 ? 'rc' : status === 413 || status === 415 ? 'file' : null;

/**
 * 'Add Reimbursement' (part 2 §2, §5): Bus RC * (searchable), Date Select * (a range, DD-MM-YYYY),
 * Amount * (whole rupees, digits only), File Upload *; 'Cancel' and 'Create Trip' (the spec's label).
 * Any field missing: 'All Fields are mandatory' and nothing is sent. The proof is sent with the
 * fields as multipart, with a progress bar; success closes the modal ('Reimbursement is Added'); a
 * refusal keeps what was typed and says why ('Reimbursement is Not Added' and the reason). A file
 * too large or of a kind not accepted is refused at the field as soon as it is picked. When the
 * dates overlap a claim of the same bus (not rejected), the first 'Create Trip' lists those claims
 * and sends nothing; 'Create anyway' sends (an exact duplicate is refused by the server, 409).
 */
export function AddReimbursementModal({
  opened,
  onClose,
  rcs,
}: {
  opened: boolean;
  onClose: () => void;
  rcs: string[];
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'reimbursements.add.title', defaultMessage: 'Add Reimbursement' })}
      centered
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {opened ? <AddForm rcs={rcs} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddForm({ rcs, onDone }: { rcs: string[]; onDone: () => void }) {
  const intl = useIntl();
  const today = todayIst();
  const add = useAddReimbursement();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const resolver = useMemo(() => zodResolver(addReimbursementFormSchema(today)), [today]);
  const form = useForm<AddReimbursementForm>({ defaultValues: EMPTY, resolver });
  const errors = form.formState.errors;
  const formError =
    errors.root?.server?.message ??
    (Object.values(errors).some((e) => e.message === REIMBURSEMENT_MESSAGES.allMandatory)
      ? REIMBURSEMENT_MESSAGES.allMandatory
      : undefined);
  const [start, end] = useWatch({ control: form.control, name: 'dates' });
  // Picking the end: at most 93 days after the start (the server's rule too), never after today.
  const lastDay =
    start && !end && addDaysToDate(start, REIMBURSEMENT_LIMITS.maxDays - 1) < today
      ? addDaysToDate(start, REIMBURSEMENT_LIMITS.maxDays - 1)
      : today;
  const sending = progress !== null;
  const rc = useWatch({ control: form.control, name: 'rc' });
  // The picked bus's claims (the list's own query, cached), for the overlap warning.
  const busClaims = useQuery({ ...reimbursementsQueryOptions(rc), enabled: rc !== '' });
  const queryClient = useQueryClient();
  const overlaps: Reimbursement[] =
    rc && start && end && busClaims.data ? overlappingClaims(busClaims.data, rc, start, end) : [];
  const overlapKey = overlaps.length > 0 ? `${rc}|${start}|${end}` : null;
  // The bus and dates the operator was warned about: the next press goes on.
  const [warned, setWarned] = useState<string | null>(null);
  const warning = overlapKey !== null && warned === overlapKey;

  const onInvalid = (invalid: FieldErrors<AddReimbursementForm>) => {
    if (Object.values(invalid).some((e) => e.message === REIMBURSEMENT_MESSAGES.allMandatory))
      showToast({ kind: 'error', message: REIMBURSEMENT_MESSAGES.allMandatory, id: TOAST_ID });
  };

  const onValid = async ({ rc, dates, amount, file }: AddReimbursementForm) => {
    const [from, to] = dates;
    if (!from || !to || !file) return;
    // The bus's claims as of now (fetched if the list has not loaded yet), so a press before it
    // loads still warns.
    const claims = await queryClient.query(reimbursementsQueryOptions(rc)).catch(() => busClaims.data ?? []);
    const key = overlappingClaims(claims, rc, from, to).length > 0 ? `${rc}|${from}|${to}` : null;
    if (key !== null && warned !== key) {
      setWarned(key);
      return;
    }
    hideToast(TOAST_ID);
    setProgress({ loaded: 0, total: file.size });
    try {
      await add.mutateAsync({
        rc,
        startDate: reimbursementMsOf(from),
        endDate: reimbursementMsOf(to),
        amount: Number(amount),
        file,
        onProgress: setProgress,
      });
      showToast({ kind: 'success', message: REIMBURSEMENT_MESSAGES.added, id: TOAST_ID });
      onDone();
    } catch (err) {
      const reason = errorMessage(err);
      applyServerErrors(form.setError, err, {
        mapPath: (path) => FIELD_OF[path] ?? null,
        refusalField: fieldOfRefusal,
      });
      showToast({ kind: 'error', title: REIMBURSEMENT_MESSAGES.notAdded, message: reason, id: TOAST_ID });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'reimbursements.add.title', defaultMessage: 'Add Reimbursement' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit(onValid, onInvalid)();
      }}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="rc"
          render={({ field, fieldState }) => (
            <Select
              label={intl.formatMessage({ id: 'reimbursements.busRc', defaultMessage: 'Bus RC' })}
              withAsterisk
              placeholder={intl.formatMessage({
                id: 'reimbursements.add.rcPlaceholder',
                defaultMessage: 'Search a bus RC',
              })}
              searchable
              clearable
              nothingFoundMessage={intl.formatMessage({
                id: 'reimbursements.noSuchRc',
                defaultMessage: 'No such RC',
              })}
              data={rcs}
              value={field.value === '' ? null : field.value}
              onChange={(v) => {
                form.clearErrors(FORM_ERROR);
                field.onChange(v ?? '');
              }}
              error={fieldMessage(fieldState.error?.message)}
              disabled={sending}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="dates"
          render={({ field, fieldState }) => (
            <DatePickerInput
              type="range"
              label={intl.formatMessage({ id: 'reimbursements.add.dates', defaultMessage: 'Date Select' })}
              withAsterisk
              placeholder={intl.formatMessage({
                id: 'reimbursements.add.datesPlaceholder',
                defaultMessage: 'DD-MM-YYYY - DD-MM-YYYY',
              })}
              valueFormat="DD-MM-YYYY"
              leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
              maxDate={lastDay}
              allowSingleDateInRange
              clearable
              dropdownType={isMobile ? 'modal' : 'popover'}
              popoverProps={{ withinPortal: true, returnFocus: true, zIndex: 400 }}
              value={field.value}
              onChange={(v) => {
                form.clearErrors(FORM_ERROR);
                field.onChange([v[0] ?? null, v[1] ?? null]);
              }}
              error={fieldMessage(fieldState.error?.message)}
              disabled={sending}
              data-testid="reimbursement-dates"
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={intl.formatMessage({ id: 'reimbursements.add.amount', defaultMessage: 'Amount' })}
              withAsterisk
              placeholder={intl.formatMessage({
                id: 'reimbursements.add.amountPlaceholder',
                defaultMessage: 'Amount in rupees',
              })}
              maxDigits={REIMBURSEMENT_AMOUNT_DIGITS}
              value={field.value}
              onChange={(v) => {
                form.clearErrors(FORM_ERROR);
                field.onChange(v);
              }}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error?.message)}
              disabled={sending}
            />
          )}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileUploadField
              policy={REIMBURSEMENT_PROOF_POLICY}
              label={intl.formatMessage({ id: 'reimbursements.add.file', defaultMessage: 'File Upload' })}
              value={field.value ?? null}
              onChange={(file) => {
                form.clearErrors(FORM_ERROR);
                field.onChange(file);
                // Checked when picked (size and kind, the server's policy), not only on Create.
                const problem = file ? precheckFile(file, REIMBURSEMENT_PROOF_POLICY) : null;
                if (problem) form.setError('file', { type: 'pick', message: problem });
                else form.clearErrors('file');
              }}
              error={
                fieldState.error?.message === REIMBURSEMENT_MESSAGES.allMandatory
                  ? ' '
                  : fieldState.error?.message && apiText(fieldState.error.message)
              }
              progress={progress}
            />
          )}
        />
        {warning ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} stroke={1.6} aria-hidden />}
            title={intl.formatMessage(
              {
                id: 'reimbursements.add.overlapTitle',
                defaultMessage:
                  '{count, plural, one {These dates overlap a claim of {rc}} other {These dates overlap # claims of {rc}}}',
              },
              { count: overlaps.length, rc },
            )}
            data-testid="reimbursement-overlap"
          >
            <List size="sm" spacing={2}>
              {overlaps.map((c) => (
                <List.Item key={c._id}>
                  {dateRangeText(c)} · {formatInr(c.amount)} ·{' '}
                  {intl.formatMessage(STATUS_TEXT[c.financeStatus])}
                </List.Item>
              ))}
            </List>
            <Text size="sm" mt={6}>
              <FormattedMessage
                id="reimbursements.add.overlapAdvice"
                defaultMessage="Check it is not the same expense. Press Create anyway to file it."
              />
            </Text>
          </Alert>
        ) : null}
        {formError ? (
          <Text size="sm" c="red" role="alert" data-testid="reimbursement-form-error">
            {apiText(formError)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={sending}>
            <FormattedMessage id="reimbursements.add.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" disabled={sending}>
            {warning
              ? intl.formatMessage({ id: 'reimbursements.add.createAnyway', defaultMessage: 'Create anyway' })
              : intl.formatMessage({ id: 'reimbursements.add.create', defaultMessage: 'Create Trip' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
