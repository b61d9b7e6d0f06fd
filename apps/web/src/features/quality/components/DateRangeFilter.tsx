import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { addDaysToDate, QUALITY_LIMITS } from '@oc/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { todayIst } from '../../../lib/format';
import type { DateRange } from '../lib/range';

/**
 * The date range of the inspection, audit (desktop) and feedback screens (part 2 §5): the span is
 * under 14 days from the start date — once a start is picked, only it and the next 13 days can end
 * the range — and no day after today. The range applies when both ends are chosen.
 */
export function DateRangeFilter({
  value,
  onChange,
  label,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  label?: string;
}) {
  const intl = useIntl();
  const today = todayIst();
  const [start, end] = value;
  const picking = start !== null && end === null;
  const lastEnd = picking ? addDaysToDate(start, QUALITY_LIMITS.maxRangeDays - 1) : today;
  return (
    <DatePickerInput
      type="range"
      label={
        label ??
        intl.formatMessage(
          { id: 'quality.range.label', defaultMessage: 'Date range (up to {days} days)' },
          { days: String(QUALITY_LIMITS.maxRangeDays) },
        )
      }
      valueFormat="DD/MM/YYYY"
      value={value}
      onChange={(v: DatesRangeValue<string>) => onChange([v[0] ?? null, v[1] ?? null])}
      leftSection={<IconCalendar size={16} aria-hidden />}
      w={isMobile ? '100%' : 260}
      allowSingleDateInRange
      maxDate={lastEnd < today ? lastEnd : today}
      minDate={picking ? start : undefined}
      popoverProps={{ withinPortal: true, returnFocus: true }}
      data-testid="quality-range"
    />
  );
}
