import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { FLEET_TEXTS } from '@oc/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { pickFromDate, type FleetFilters } from '../lib/filters';

const FORMAT = 'D MMM YYYY'; // part 2 §2: 'd MMM yyyy'

/**
 * The from and to date pickers (part 2 §2): 'd MMM yyyy' or 'Select Date'. Picking a from date
 * opens the to date's picker; the to date cannot be before the from date (it covers its whole day
 * in the query: 23:59:59.999 IST).
 */
export function DateFields({
  value,
  onChange,
  w,
  grow = false,
}: {
  value: FleetFilters;
  onChange: (next: FleetFilters) => void;
  w?: number;
  grow?: boolean;
}) {
  const intl = useIntl();
  const toRef = useRef<HTMLButtonElement>(null);
  const selectDate = apiText(FLEET_TEXTS.selectDate);
  const previous = intl.formatMessage({ id: 'fleet.dates.previousMonth', defaultMessage: 'Previous month' });
  const next = intl.formatMessage({ id: 'fleet.dates.nextMonth', defaultMessage: 'Next month' });
  return (
    <Group gap="sm" grow={grow} wrap="nowrap" align="flex-end">
      <DatePickerInput
        label={intl.formatMessage({ id: 'fleet.dates.from', defaultMessage: 'From Date' })}
        placeholder={selectDate}
        valueFormat={FORMAT}
        value={value.fromDate}
        onChange={(date) => {
          onChange(pickFromDate(value, date));
          // Move on to the to date once its picker's dropdown has closed.
          if (date) window.setTimeout(() => toRef.current?.click(), 0);
        }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={w}
        popoverProps={{ withinPortal: true, returnFocus: true }}
        previousLabel={previous}
        nextLabel={next}
        data-testid="fleet-from-date"
      />
      <DatePickerInput
        ref={toRef}
        label={intl.formatMessage({ id: 'fleet.dates.to', defaultMessage: 'To Date' })}
        placeholder={selectDate}
        valueFormat={FORMAT}
        value={value.toDate}
        minDate={value.fromDate ?? undefined}
        onChange={(date) => onChange({ ...value, toDate: date })}
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={w}
        popoverProps={{ withinPortal: true, returnFocus: true }}
        previousLabel={previous}
        nextLabel={next}
        data-testid="fleet-to-date"
      />
    </Group>
  );
}
