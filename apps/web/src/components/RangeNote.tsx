import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Says what a half-picked date range is missing and which dates the list below still shows (the
 * last complete range, `shown`): 'Pick the end date to apply the range. The list shows 14/11/2026 –
 * 27/11/2026 until then.' Nothing while the range is complete (the quality screens, Payment Summary).
 */
export function RangeNote({ range, shown }: { range: [string | null, string | null]; shown: string | null }) {
  const intl = useIntl();
  const [start, end] = range;
  if (start !== null && end !== null) return null;
  const missing = start === null && end === null ? 'both' : start === null ? 'start' : 'end';
  return (
    <Text size="sm" c="dimmed" role="status" mt={6} data-testid="range-note">
      {shown
        ? intl.formatMessage(
            {
              id: 'common.rangeNote.pickShown',
              defaultMessage:
                '{missing, select, both {Pick the start and end dates to apply the range.} start {Pick the start date to apply the range.} other {Pick the end date to apply the range.}} The list shows {shown} until then.',
            },
            { missing, shown },
          )
        : intl.formatMessage(
            {
              id: 'common.rangeNote.pick',
              defaultMessage:
                '{missing, select, both {Pick the start and end dates to apply the range.} start {Pick the start date to apply the range.} other {Pick the end date to apply the range.}}',
            },
            { missing },
          )}
    </Text>
  );
}
