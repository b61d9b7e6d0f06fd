import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { FleetSummary } from '@oc/contract';
import { useIntl } from 'react-intl';
import { formatInr } from '../../../lib/format';

/**
 * The four figures (part 2 §2), as the server computed them. A figure says what it counts
 * (docs/ui.md): only started trips with a recorded driver under a valid
 * contract earn.
 */
export function StatCards({ summary: s }: { summary: FleetSummary }) {
  const intl = useIntl();
  const earning = { count: s.earningTrips, n: String(s.earningTrips) };
  const cards = [
    {
      label: intl.formatMessage({ id: 'fleet.stats.totalTrips', defaultMessage: 'Total Trips' }),
      value: String(s.totalTrips),
      scope: intl.formatMessage(
        {
          id: 'fleet.stats.earningTrips',
          defaultMessage: '{count, plural, one {{n} earning trip} other {{n} earning trips}}',
        },
        earning,
      ),
      id: 'total-trips',
    },
    {
      label: intl.formatMessage({ id: 'fleet.stats.totalEarnings', defaultMessage: 'Total Earnings' }),
      value: formatInr(s.totalEarnings),
      scope: intl.formatMessage({
        id: 'fleet.stats.totalEarningsScope',
        defaultMessage: 'Started trips with a driver, valid contracts',
      }),
      id: 'total-earnings',
    },
    {
      label: intl.formatMessage({ id: 'fleet.stats.avgTrip', defaultMessage: 'Avg/Trip' }),
      value: formatInr(s.avgTripEarning),
      scope: intl.formatMessage(
        {
          id: 'fleet.stats.avgTripScope',
          defaultMessage: 'Over {count, plural, one {{n} earning trip} other {{n} earning trips}}',
        },
        earning,
      ),
      id: 'avg-trip',
    },
    {
      label: intl.formatMessage({ id: 'fleet.stats.highestTrip', defaultMessage: 'Highest Trip' }),
      value: formatInr(s.highestTripEarning),
      scope: intl.formatMessage({
        id: 'fleet.stats.highestTripScope',
        defaultMessage: 'Of the earning trips',
      }),
      id: 'highest-trip',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {cards.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="sm" data-testid={`fleet-stat-${c.id}`}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {c.label}
          </Text>
          <Text fw={700} fz={{ base: 'lg', sm: 22 }} data-testid="fleet-stat-value">
            {c.value}
          </Text>
          <Text size="xs" c="dimmed">
            {c.scope}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
