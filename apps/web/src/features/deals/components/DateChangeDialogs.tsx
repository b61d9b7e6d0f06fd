import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  extendCampaignSchema,
  firstSelectableDate,
  renewCampaignSchema,
  addDaysToDate,
  type Campaign,
} from '@oc/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { SOMETHING_WENT_WRONG_LOWER } from '../api/deals.api';
import { CALENDAR_ARIA_LABELS, formatDdMmYyyy, todayIst } from '../lib/format';

type DateErrors = Partial<Record<'startDate' | 'endDate' | 'form', string>>;

function firstIssues(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): DateErrors {
  const out: DateErrors = {};
  for (const i of issues) {
    const key = (typeof i.path === 'string' ? i.path : String(i.path[0] ?? 'form')) as keyof DateErrors;
    const field = key === 'startDate' || key === 'endDate' ? key : 'form';
    out[field] ??= i.message;
  }
  return out;
}

/** A server refusal: field messages at their fields, anything else under the form. */
function serverErrors(err: unknown): DateErrors {
  if (isApiError(err) && err.errors.length > 0) return firstIssues(err.errors);
  if (isApiError(err) && err.status >= 400 && err.status < 500) return { form: err.message };
  return { form: SOMETHING_WENT_WRONG_LOWER };
}

const TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

const picker = {
  valueFormat: 'DD-MM-YYYY',
  placeholder: 'DD-MM-YYYY',
  leftSection: <IconCalendar size={18} stroke={1.6} aria-hidden />,
  withAsterisk: true,
  popoverProps: { withinPortal: true, zIndex: 400 },
} as const;

/**
 * 'Extend Deal' (part 1 §2, §5): a new end date; today and earlier are disabled (DD-MM-YYYY), and
 * so is everything up to the current end. Only endDate changes.
 */
export function ExtendDealDialog({
  campaign,
  opened,
  onClose,
  onSubmit,
}: {
  campaign: Campaign;
  opened: boolean;
  onClose: () => void;
  onSubmit: (endDate: string) => Promise<unknown>;
}) {
  const [endDate, setEndDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<DateErrors>({});
  const [busy, setBusy] = useState(false);
  const today = todayIst();
  const afterEnd = addDaysToDate(campaign.endDate, 1);
  const minDate = afterEnd > firstSelectableDate(today) ? afterEnd : firstSelectableDate(today);

  async function submit() {
    const check = extendCampaignSchema(todayIst(), campaign).safeParse({ endDate: endDate ?? '' });
    if (!check.success) {
      setErrors(firstIssues(check.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(check.data.endDate);
      setEndDate(null);
    } catch (err) {
      setErrors(serverErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Extend Deal" centered radius="md" styles={TITLE_STYLES}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {campaign.name} ends on {formatDdMmYyyy(campaign.endDate)}. Choose the new end date; nothing else
          changes.
        </Text>
        <DatePickerInput
          ariaLabels={CALENDAR_ARIA_LABELS}
          {...picker}
          label="New End Date"
          minDate={minDate}
          defaultDate={minDate}
          value={endDate}
          onChange={(v) => {
            setEndDate(v);
            setErrors({});
          }}
          error={errors.endDate}
        />
        {errors.form ? (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Extend Deal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Renew Deal' (part 1 §2, §5): new start and end dates (today and earlier disabled, DD-MM-YYYY);
 * the server makes a new campaign with a new code from the old one's deal and services.
 */
export function RenewDealDialog({
  campaign,
  opened,
  onClose,
  onSubmit,
}: {
  campaign: Campaign;
  opened: boolean;
  onClose: () => void;
  onSubmit: (startDate: string, endDate: string) => Promise<unknown>;
}) {
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<DateErrors>({});
  const [busy, setBusy] = useState(false);
  const firstDay = firstSelectableDate(todayIst());

  async function submit() {
    const check = renewCampaignSchema(todayIst()).safeParse({
      startDate: startDate ?? '',
      endDate: endDate ?? '',
    });
    if (!check.success) {
      setErrors(firstIssues(check.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(check.data.startDate, check.data.endDate);
      setStartDate(null);
      setEndDate(null);
    } catch (err) {
      setErrors(serverErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Renew Deal" centered radius="md" styles={TITLE_STYLES}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A new campaign with a new code is made from {campaign.name}&apos;s offer and services.{' '}
          {campaign.name} itself stays as it is.
        </Text>
        <DatePickerInput
          ariaLabels={CALENDAR_ARIA_LABELS}
          {...picker}
          label="Start Date"
          minDate={firstDay}
          value={startDate}
          onChange={(v) => {
            setStartDate(v);
            setErrors({});
          }}
          error={errors.startDate}
        />
        <DatePickerInput
          ariaLabels={CALENDAR_ARIA_LABELS}
          {...picker}
          label="End Date"
          minDate={startDate && startDate > firstDay ? startDate : firstDay}
          defaultDate={startDate ?? undefined}
          value={endDate}
          onChange={(v) => {
            setEndDate(v);
            setErrors({});
          }}
          error={errors.endDate}
        />
        {errors.form ? (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Renew Deal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
