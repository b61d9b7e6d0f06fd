import { Center, Grid, Loader, Table, Text } from '@mantine/core';
import { HOME_TEXTS, dailyRevenue, istDateOf, type RevenueRow } from '@oc/contract';
import { Suspense, lazy } from 'react';
import { isMobile } from '../../../lib/device';
import { formatDay, formatInr } from '../lib/format';
import { SectionCard } from './HomeCards';

const MgRevenueChart = lazy(() => import('./MgRevenueChart'));

/** MG: the last 7 days including today, seats sold and revenue per day, with a chart beside it. */
export function MgRevenue({ rows }: { rows: RevenueRow[] }) {
  const days = dailyRevenue(rows, istDateOf(new Date()));
  const empty = days.every((d) => d.seatsSold === 0 && d.revenue === 0);
  const table = (
    <Table striped withTableBorder verticalSpacing="xs" data-testid="mg-revenue-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Seats Sold</Table.Th>
          <Table.Th ta="right">Revenue</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...days].reverse().map((d) => (
          <Table.Tr key={d.date}>
            <Table.Td>{formatDay(d.date)}</Table.Td>
            <Table.Td ta="right">{d.seatsSold}</Table.Td>
            <Table.Td ta="right">{formatInr(d.revenue)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <SectionCard title="Revenue (last 7 days)" testId="mg-revenue">
      {empty ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="mg-revenue-empty">
          {HOME_TEXTS.noRevenue}
        </Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: isMobile ? 12 : 6 }}>{table}</Grid.Col>
          <Grid.Col span={{ base: 12, md: isMobile ? 12 : 6 }}>
            <Suspense
              fallback={
                <Center h={isMobile ? 220 : 280}>
                  <Loader size="sm" aria-label="Loading chart" />
                </Center>
              }
            >
              <MgRevenueChart days={days} />
            </Suspense>
          </Grid.Col>
        </Grid>
      )}
    </SectionCard>
  );
}
