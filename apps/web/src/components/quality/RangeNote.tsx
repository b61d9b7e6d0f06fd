import { Text } from '@mantine/core';
import { formatEpochDate } from '../../lib/format';
import type { DateRange } from './range';

/**
 * Says what a half-picked date range is missing and which dates the list below still shows (the
 * last complete range): 'Pick the end date to apply the range. The list shows 14/11/2026 –
 * 27/11/2026 until then.' Nothing while the range is complete.
 */
export function RangeNote({
  range,
  applied,
}: {
  range: DateRange;
  applied: { fromDate: number; toDate: number } | null;
}) {
  const [start, end] = range;
  if ((start === null) === (end === null)) return null;
  const missing = start === null ? 'start' : 'end';
  const shown = applied
    ? ` The list shows ${formatEpochDate(applied.fromDate)} – ${formatEpochDate(applied.toDate)} until then.`
    : '';
  return (
    <Text size="sm" c="dimmed" role="status" mt={6} data-testid="range-note">
      Pick the {missing} date to apply the range.{shown}
    </Text>
  );
}
