import { Alert, Checkbox, Chip, Group, Input, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { DEAL_CONDITIONS, DEAL_LIMITS, WEEKDAYS, firstSelectableDate, latestEndDate } from '@oc/contract';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { WEEKDAY_LABELS } from '../../../lib/labels';
import { CALENDAR_ARIA_LABELS, OCCUPANCY_NOTE } from '../lib/format';
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

type ConditionField = Extract<
  WizardField,
  'stopDealAtSeatCount' | 'stopDealTime' | 'startDealTime' | 'startDealAtOccupancy' | 'stopDealAtOccupancy'
>;

const CONDITION_INPUT: Record<ConditionField, { label: string; description: string; max: number }> = {
  stopDealAtSeatCount: {
    label: DEAL_CONDITIONS.stopDealAtSeatCount.label,
    description: `${DEAL_LIMITS.stopSeatCount.min} to ${DEAL_LIMITS.stopSeatCount.max} seats`,
    max: 3,
  },
  stopDealTime: {
    label: DEAL_CONDITIONS.stopDealTime.label,
    description: `${DEAL_LIMITS.stopDealDays.min} to ${DEAL_LIMITS.stopDealDays.max} days`,
    max: 3,
  },
  startDealTime: {
    label: DEAL_CONDITIONS.startDealTime.label,
    description: `${DEAL_LIMITS.startDealHours.min} to ${DEAL_LIMITS.startDealHours.max} hours`,
    max: 3,
  },
  startDealAtOccupancy: {
    label: `${DEAL_CONDITIONS.startDealAtOccupancy.label} (%)`,
    description: 'Optional, up to 100%',
    max: 3,
  },
  stopDealAtOccupancy: {
    label: `${DEAL_CONDITIONS.stopDealAtOccupancy.label} (%)`,
    description: 'Optional, up to 100%',
    max: 3,
  },
};

/** Step 2: start and end date, active days, exclusion dates and the early-bird / last-minute conditions. */
export function StepValidity({ form, todayIst }: { form: UseFormReturn<WizardValues>; todayIst: string }) {
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
          label={CONDITION_INPUT[name].label}
          description={CONDITION_INPUT[name].description}
          withAsterisk={required}
          maxDigits={CONDITION_INPUT[name].max}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
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
      <Section title="Dates">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DatePickerInput
                ariaLabels={CALENDAR_ARIA_LABELS}
                label="Start Date"
                placeholder="DD-MM-YYYY"
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
                error={errors.startDate?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DatePickerInput
                ariaLabels={CALENDAR_ARIA_LABELS}
                label="End Date"
                placeholder="DD-MM-YYYY"
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
                error={errors.endDate?.message}
              />
            )}
          />
        </SimpleGrid>
      </Section>

      <Section title="Active Days" hint="The days of the week the offer runs">
        <Controller
          control={control}
          name="dayIncluded"
          render={({ field }) => (
            <Input.Wrapper error={errors.dayIncluded?.message}>
              <Stack gap="xs">
                <Checkbox
                  label="All days"
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
                        {WEEKDAY_LABELS[d]}
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
        title="Exclusion Dates"
        hint="Dates inside the validity when the offer does not run (optional)"
      >
        <Controller
          control={control}
          name="excludedDates"
          render={({ field }) => (
            <DatePickerInput
              ariaLabels={CALENDAR_ARIA_LABELS}
              type="multiple"
              aria-label="Exclusion Dates"
              placeholder={startDate && endDate ? 'Pick dates' : 'Choose the start and end date first'}
              valueFormat="DD-MM-YYYY"
              leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
              disabled={!startDate || !endDate || endDate < startDate}
              minDate={startDate ?? firstDay}
              maxDate={endDate ?? undefined}
              defaultDate={startDate ?? undefined}
              clearable
              value={field.value}
              onChange={(v) => field.onChange([...v].sort())}
              error={errors.excludedDates?.message}
            />
          )}
        />
      </Section>

      {offer === 'CUSTOM' ? (
        <Section title="Deal Conditions">
          <Controller
            control={control}
            name="earlyBird"
            render={({ field }) => (
              <Switch
                label="Publish as an Early Bird Offer"
                description="Adds an early-bird condition: the offer stops after a number of seats are sold or a number of days before departure, and is published as an Early Bird Offer"
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
        <Section title="Deal Conditions">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {conditionInput('startDealTime', true)}
            {conditionInput('startDealAtOccupancy')}
            {conditionInput('stopDealAtOccupancy')}
          </SimpleGrid>
        </Section>
      ) : null}

      <Alert variant="light" color="blue" radius="md" icon={<IconInfoCircle aria-hidden />} p="sm">
        <Text size="sm">{OCCUPANCY_NOTE}</Text>
      </Alert>
    </Stack>
  );
}
