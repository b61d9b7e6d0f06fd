import {
  Alert,
  Checkbox,
  Chip,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { DEAL_LIMITS, WEEKDAYS, firstSelectableDate, latestEndDate } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { OCCUPANCY_NOTE, calendarAriaLabels } from '../lib/format';
import { DEALS_TEXT, WEEKDAY_MESSAGES } from '../lib/messages';
import type { WizardField, WizardValues } from '../lib/wizard';
import { DigitsInput } from './DigitsInput';

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Title order={3} fz="md">
          {title}
        </Title>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

const TEXT = defineMessages({
  dates: { id: 'deals.validity.dates', defaultMessage: 'Dates' },
  activeDaysHint: {
    id: 'deals.validity.activeDaysHint',
    defaultMessage: 'The days of the week the offer runs',
  },
  exclusionHint: {
    id: 'deals.validity.exclusionHint',
    defaultMessage: 'Dates inside the validity when the offer does not run (optional)',
  },
  pickDates: { id: 'deals.validity.pickDates', defaultMessage: 'Pick dates' },
  datesFirst: { id: 'deals.validity.datesFirst', defaultMessage: 'Choose the start and end date first' },
  earlyBird: { id: 'deals.validity.earlyBird', defaultMessage: 'Publish as an Early Bird Offer' },
  earlyBirdHint: {
    id: 'deals.validity.earlyBirdHint',
    defaultMessage:
      'Adds an early-bird condition: the offer stops after a number of seats are sold or a number of days before departure, and is published as an Early Bird Offer',
  },
  // The condition labels, as the contract's DEAL_CONDITIONS.
  stopDealAtSeatCount: { id: 'deals.validity.stopAfterSeatsSold', defaultMessage: 'Stop after seats sold' },
  stopDealTime: { id: 'deals.validity.stopDaysBefore', defaultMessage: 'Stop days before departure' },
  startDealTime: { id: 'deals.validity.startHoursBefore', defaultMessage: 'Start hours before departure' },
  startDealAtOccupancy: {
    id: 'deals.validity.onlyBelowOccupancy',
    defaultMessage: 'Only while occupancy below (%)',
  },
  stopDealAtOccupancy: { id: 'deals.validity.stopAtOccupancy', defaultMessage: 'Stop at occupancy (%)' },
  seatsRange: { id: 'deals.validity.seatsRange', defaultMessage: '{min} to {max} seats' },
  daysRange: { id: 'deals.validity.daysRange', defaultMessage: '{min} to {max} days' },
  hoursRange: { id: 'deals.validity.hoursRange', defaultMessage: '{min} to {max} hours' },
  optionalPercent: { id: 'deals.validity.optionalPercent', defaultMessage: 'Optional, up to 100%' },
});

type ConditionField = Extract<
  WizardField,
  'stopDealAtSeatCount' | 'stopDealTime' | 'startDealTime' | 'startDealAtOccupancy' | 'stopDealAtOccupancy'
>;

const CONDITION_INPUT: Record<
  ConditionField,
  { label: Message; description: Message; values?: { min: number; max: number }; max: number }
> = {
  stopDealAtSeatCount: {
    label: TEXT.stopDealAtSeatCount,
    description: TEXT.seatsRange,
    values: DEAL_LIMITS.stopSeatCount,
    max: 3,
  },
  stopDealTime: {
    label: TEXT.stopDealTime,
    description: TEXT.daysRange,
    values: DEAL_LIMITS.stopDealDays,
    max: 3,
  },
  startDealTime: {
    label: TEXT.startDealTime,
    description: TEXT.hoursRange,
    values: DEAL_LIMITS.startDealHours,
    max: 3,
  },
  startDealAtOccupancy: { label: TEXT.startDealAtOccupancy, description: TEXT.optionalPercent, max: 3 },
  stopDealAtOccupancy: { label: TEXT.stopDealAtOccupancy, description: TEXT.optionalPercent, max: 3 },
};

/** A field's message (the contract's validation messages in the page's language). */
const shown = (message: string | undefined) => (message ? apiText(message) : undefined);

/** Step 2: start and end date, active days, exclusion dates and the early-bird / last-minute conditions. */
export function StepValidity({ form, todayIst }: { form: UseFormReturn<WizardValues>; todayIst: string }) {
  const intl = useIntl();
  const ariaLabels = calendarAriaLabels(intl);
  const datePlaceholder = intl.formatMessage(DEALS_TEXT.datePlaceholder);
  const { control, formState, setValue, getValues, trigger } = form;
  const { errors } = formState;
  const [offer, earlyBird, startDate, endDate, days] = useWatch({
    control,
    name: ['offer', 'earlyBird', 'startDate', 'endDate', 'dayIncluded'],
  });
  const firstDay = firstSelectableDate(todayIst);
  const allDays = days.length === WEEKDAYS.length;

  const conditionInput = (name: ConditionField, required = false) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <DigitsInput
          label={intl.formatMessage(CONDITION_INPUT[name].label)}
          description={intl.formatMessage(CONDITION_INPUT[name].description, CONDITION_INPUT[name].values)}
          withAsterisk={required}
          maxDigits={CONDITION_INPUT[name].max}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={shown(errors[name]?.message)}
        />
      )}
    />
  );

  /** Exclusion dates outside a new range would be refused: drop them when the range changes. */
  function keepExclusionsInRange(start: string | null, end: string | null) {
    const kept = getValues('excludedDates').filter((d) => (!start || d >= start) && (!end || d <= end));
    if (kept.length !== getValues('excludedDates').length) setValue('excludedDates', kept);
  }

  return (
    <Stack gap="xl">
      <Section title={intl.formatMessage(TEXT.dates)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DatePickerInput
                ariaLabels={ariaLabels}
                label={intl.formatMessage(DEALS_TEXT.startDate)}
                placeholder={datePlaceholder}
                valueFormat="DD-MM-YYYY"
                withAsterisk
                leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
                minDate={firstDay}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  keepExclusionsInRange(v, getValues('endDate'));
                  if (formState.isSubmitted || errors.endDate) void trigger('endDate');
                }}
                onBlur={field.onBlur}
                error={shown(errors.startDate?.message)}
                popoverProps={{ withinPortal: true, returnFocus: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DatePickerInput
                ariaLabels={ariaLabels}
                label={intl.formatMessage(DEALS_TEXT.endDate)}
                placeholder={datePlaceholder}
                valueFormat="DD-MM-YYYY"
                withAsterisk
                leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
                minDate={startDate && startDate > firstDay ? startDate : firstDay}
                maxDate={startDate ? latestEndDate(startDate) : undefined}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  keepExclusionsInRange(getValues('startDate'), v);
                }}
                onBlur={field.onBlur}
                error={shown(errors.endDate?.message)}
              />
            )}
          />
        </SimpleGrid>
      </Section>

      <Section
        title={intl.formatMessage(DEALS_TEXT.activeDays)}
        hint={intl.formatMessage(TEXT.activeDaysHint)}
      >
        <Controller
          control={control}
          name="dayIncluded"
          render={({ field }) => (
            <Input.Wrapper error={shown(errors.dayIncluded?.message)}>
              <Stack gap="xs">
                <Checkbox
                  label={intl.formatMessage(DEALS_TEXT.allDays)}
                  checked={allDays}
                  indeterminate={days.length > 0 && !allDays}
                  onChange={() => {
                    field.onChange(allDays ? [] : [...WEEKDAYS]);
                    void trigger('dayIncluded');
                  }}
                />
                <Chip.Group
                  multiple
                  value={field.value}
                  onChange={(v) => {
                    const picked = WEEKDAYS.filter((d) => v.includes(d));
                    field.onChange(picked);
                    void trigger('dayIncluded');
                  }}
                >
                  <Group gap={6}>
                    {WEEKDAYS.map((d) => (
                      <Chip key={d} value={d} size="sm" radius="md" variant="outline">
                        {intl.formatMessage(WEEKDAY_MESSAGES[d])}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            </Input.Wrapper>
          )}
        />
      </Section>

      <Section
        title={intl.formatMessage(DEALS_TEXT.exclusionDates)}
        hint={intl.formatMessage(TEXT.exclusionHint)}
      >
        <Controller
          control={control}
          name="excludedDates"
          render={({ field }) => (
            <DatePickerInput
              ariaLabels={ariaLabels}
              type="multiple"
              // Named by a label (hidden: the section's title shows it), not aria-label, so the
              // name does not hide the dates the field shows (axe label-content-name-mismatch).
              label={<VisuallyHidden>{intl.formatMessage(DEALS_TEXT.exclusionDates)}</VisuallyHidden>}
              placeholder={intl.formatMessage(startDate && endDate ? TEXT.pickDates : TEXT.datesFirst)}
              valueFormat="DD-MM-YYYY"
              leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
              disabled={!startDate || !endDate || endDate < startDate}
              minDate={startDate ?? firstDay}
              maxDate={endDate ?? undefined}
              defaultDate={startDate ?? undefined}
              clearable
              value={field.value}
              onChange={(v) => field.onChange([...v].sort())}
              error={shown(errors.excludedDates?.message)}
            />
          )}
        />
      </Section>

      {offer === 'CUSTOM' ? (
        <Section title={intl.formatMessage(DEALS_TEXT.dealConditions)}>
          <Controller
            control={control}
            name="earlyBird"
            render={({ field }) => (
              <Switch
                label={intl.formatMessage(TEXT.earlyBird)}
                description={intl.formatMessage(TEXT.earlyBirdHint)}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          {earlyBird ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {conditionInput('stopDealAtSeatCount')}
              {conditionInput('stopDealTime')}
            </SimpleGrid>
          ) : null}
        </Section>
      ) : null}

      {offer === 'LASTMINUTE' ? (
        <Section title={intl.formatMessage(DEALS_TEXT.dealConditions)}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {conditionInput('startDealTime', true)}
            {conditionInput('startDealAtOccupancy')}
            {conditionInput('stopDealAtOccupancy')}
          </SimpleGrid>
        </Section>
      ) : null}

      <Alert variant="light" color="blue" radius="md" icon={<IconInfoCircle aria-hidden />} p="sm">
        <Text size="sm">{intl.formatMessage(OCCUPANCY_NOTE)}</Text>
      </Alert>
    </Stack>
  );
}
