import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  extendCampaignSchema,
  firstSelectableDate,
  latestEndDate,
  renewCampaignSchema,
  addDaysToDate,
  type Campaign,
} from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { FORM_ERROR, applyServerErrors, zodResolver } from '../../../lib/forms';
import { formatPickerDate, todayIst } from '../../../lib/format';
import { calendarAriaLabels } from '../lib/format';
import { DEALS_TEXT } from '../lib/messages';

const TEXT = defineMessages({
  extendIntro: {
    id: 'deals.extend.intro',
    defaultMessage: '{name} ends on {date}. Choose the new end date; nothing else changes.',
  },
  newEndDate: { id: 'deals.extend.newEndDate', defaultMessage: 'New End Date' },
  renewIntro: {
    id: 'deals.renew.intro',
    defaultMessage:
      "A new campaign with a new code is made from {name}'s offer and services. {name} itself stays as it is.",
  },
});

const TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

const picker = {
  valueFormat: 'DD-MM-YYYY',
  leftSection: <IconCalendar size={18} stroke={1.6} aria-hidden />,
  withAsterisk: true,
  popoverProps: { withinPortal: true, returnFocus: true, zIndex: 400 },
} as const;

/** A DD-MM-YYYY date picker bound to a form field ('' when empty); editing it clears the form's error. */
function DateField<T extends FieldValues>({
  control,
  name,
  onEdit,
  ...props
}: {
  control: Control<T>;
  name: Path<T>;
  onEdit: () => void;
} & Pick<DatePickerInputProps, 'label' | 'minDate' | 'maxDate' | 'defaultDate'>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          ariaLabels={calendarAriaLabels(intl)}
          placeholder={intl.formatMessage(DEALS_TEXT.datePlaceholder)}
          {...picker}
          {...props}
          value={field.value || null}
          onChange={(v) => {
            onEdit();
            field.onChange(v ?? '');
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? apiText(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

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
  const intl = useIntl();
  const today = todayIst();
  const afterEnd = addDaysToDate(campaign.endDate, 1);
  const minDate = afterEnd > firstSelectableDate(today) ? afterEnd : firstSelectableDate(today);
  const resolver = useMemo(() => zodResolver(extendCampaignSchema(today, campaign)), [today, campaign]);
  const form = useForm({ defaultValues: { endDate: '' }, resolver });
  const formError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ endDate }) => {
    try {
      await onSubmit(endDate);
      form.reset();
    } catch (err) {
      applyServerErrors(form.setError, err, {
        fields: ['endDate'],
        fallback: intl.formatMessage(DEALS_TEXT.somethingWentWrongLower),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(DEALS_TEXT.extendDeal)}
      centered
      radius="md"
      styles={TITLE_STYLES}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(TEXT.extendIntro, {
            name: campaign.name,
            date: formatPickerDate(campaign.endDate),
          })}
        </Text>
        <DateField
          control={form.control}
          name="endDate"
          onEdit={() => form.clearErrors(FORM_ERROR)}
          label={intl.formatMessage(TEXT.newEndDate)}
          minDate={minDate}
          maxDate={latestEndDate(campaign.startDate)}
          defaultDate={minDate}
        />
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {apiText(formError)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(DEALS_TEXT.cancel)}
          </Button>
          <Button onClick={() => void submit()} loading={form.formState.isSubmitting}>
            {intl.formatMessage(DEALS_TEXT.extendDeal)}
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
  const intl = useIntl();
  const today = todayIst();
  const firstDay = firstSelectableDate(today);
  const resolver = useMemo(() => zodResolver(renewCampaignSchema(today)), [today]);
  const form = useForm({ defaultValues: { startDate: '', endDate: '' }, resolver });
  const formError = form.formState.errors.root?.server?.message;
  const startDate = useWatch({ control: form.control, name: 'startDate' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.startDate, values.endDate);
      form.reset();
    } catch (err) {
      applyServerErrors(form.setError, err, {
        fields: ['startDate', 'endDate'],
        fallback: intl.formatMessage(DEALS_TEXT.somethingWentWrongLower),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(DEALS_TEXT.renewDeal)}
      centered
      radius="md"
      styles={TITLE_STYLES}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(TEXT.renewIntro, { name: campaign.name })}
        </Text>
        <DateField
          control={form.control}
          name="startDate"
          onEdit={() => form.clearErrors(FORM_ERROR)}
          label={intl.formatMessage(DEALS_TEXT.startDate)}
          minDate={firstDay}
        />
        <DateField
          control={form.control}
          name="endDate"
          onEdit={() => form.clearErrors(FORM_ERROR)}
          label={intl.formatMessage(DEALS_TEXT.endDate)}
          minDate={startDate && startDate > firstDay ? startDate : firstDay}
          maxDate={startDate ? latestEndDate(startDate) : undefined}
          defaultDate={startDate || undefined}
        />
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {apiText(formError)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(DEALS_TEXT.cancel)}
          </Button>
          <Button onClick={() => void submit()} loading={form.formState.isSubmitting}>
            {intl.formatMessage(DEALS_TEXT.renewDeal)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
