import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { FleetSummary } from '@oc/contract';
import { formatInr } from '../../../lib/format';

/**
 * The four figures (part 2 §2), as the server computed them. A figure says what it counts
 * (docs/ui.md): only started trips with a recorded driver under a valid
 * contract earn.
 */
export function StatCards({ summary: s }: { summary: FleetSummary }) {
  const earning = `${s.earningTrips} earning ${s.earningTrips === 1 ? 'trip' : 'trips'}`;
  const cards = [
    { label: 'Total Trips', value: String(s.totalTrips), scope: earning, id: 'total-trips' },
    {
      label: 'Total Earnings',
      value: formatInr(s.totalEarnings),
      scope: 'Started trips with a driver, valid contracts',
      id: 'total-earnings',
    },
    { label: 'Avg/Trip', value: formatInr(s.avgTripEarning), scope: `Over ${earning}`, id: 'avg-trip' },
    {
      label: 'Highest Trip',
      value: formatInr(s.highestTripEarning),
      scope: 'Of the earning trips',
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
