import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDaysToDate, mobileAuditDatesIssue, QUALITY_LIMITS, QUALITY_MESSAGES } from '@oc/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { todayIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import type { DateRange } from '../lib/range';

/**
 * The mobile audit's two date pickers (part 2 §5): the start cannot be in the future; the end lies
 * within 14 days either side of the start; choosing an end before a start gives 'Please select
 * from Date first' (and the end is not taken). A new start that leaves the end too far clears it.
 */
export function MobileDatePair({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const intl = useIntl();
  const today = todayIst();
  const [start, end] = value;
  const span = QUALITY_LIMITS.maxRangeDays - 1;
  return (
    <SimpleGrid cols={2} spacing="sm" w="100%">
      <DatePickerInput
        label={intl.formatMessage({ id: 'quality.dates.from', defaultMessage: 'From date' })}
        valueFormat="DD/MM/YYYY"
        value={start}
        maxDate={today}
        clearable
        clearButtonProps={{
          'aria-label': intl.formatMessage({
            id: 'quality.dates.clearFrom',
            defaultMessage: 'Clear from date',
          }),
        }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        onChange={(next) => {
          const keepEnd = end !== null && next !== null && mobileAuditDatesIssue(next, end, today) === null;
          onChange([next, keepEnd ? end : null]);
        }}
        popoverProps={{ withinPortal: true, returnFocus: true }}
      />
      <DatePickerInput
        label={intl.formatMessage({ id: 'quality.dates.to', defaultMessage: 'To date' })}
        valueFormat="DD/MM/YYYY"
        value={end}
        minDate={start ? addDaysToDate(start, -span) : undefined}
        maxDate={start ? addDaysToDate(start, span) : undefined}
        leftSection={<IconCalendar size={16} aria-hidden />}
        // No start yet: the picker does not open, and says why.
        readOnly={start === null}
        onClick={() => {
          if (start === null)
            showToast({
              kind: 'error',
              message: QUALITY_MESSAGES.fromDateFirst,
              id: 'quality-dates',
            });
        }}
        onChange={(next) => {
          const issue = mobileAuditDatesIssue(start, next, today);
          if (issue) {
            showToast({ kind: 'error', message: issue, id: 'quality-dates' });
            return;
          }
          onChange([start, next]);
        }}
        popoverProps={{ withinPortal: true, returnFocus: true }}
      />
    </SimpleGrid>
  );
}
