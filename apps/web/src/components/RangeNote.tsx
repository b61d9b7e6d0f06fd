import { Text } from '@mantine/core';

/**
 * Says what a half-picked date range is missing and which dates the list below still shows (the
 * last complete range, `shown`): 'Pick the end date to apply the range. The list shows 14/11/2026 –
 * 27/11/2026 until then.' Nothing while the range is complete (the quality screens, Payment Summary).
 */
export function RangeNote({ range, shown }: { range: [string | null, string | null]; shown: string | null }) {
  const [start, end] = range;
  if (start !== null && end !== null) return null;
  const missing =
    start === null && end === null ? 'start and end dates' : start === null ? 'start date' : 'end date';
  return (
    <Text size="sm" c="dimmed" role="status" mt={6} data-testid="range-note">
      Pick the {missing} to apply the range.{shown ? ` The list shows ${shown} until then.` : ''}
    </Text>
  );
}
