import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Grid, Table, Text } from '@mantine/core';
import { HOME_TEXTS, dailyRevenue, istDateOf, type RevenueRow } from '@oc/contract';
import { isMobile } from '../../../lib/device';
import { formatDay, formatInr, formatInrCompact } from '../lib/format';
import { SectionCard } from './HomeCards';

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
            <BarChart
              h={isMobile ? 220 : 280}
              data={days.map((d) => ({ day: formatDay(d.date, false), Revenue: d.revenue }))}
              dataKey="day"
              series={[{ name: 'Revenue', color: 'indigo.6' }]}
              valueFormatter={(v) => formatInr(v)}
              tickLine="y"
              gridAxis="x"
              withTooltip
              yAxisProps={{ width: 56, tickFormatter: (v: number) => formatInrCompact(v) }}
              data-testid="mg-revenue-chart"
            />
          </Grid.Col>
        </Grid>
      )}
    </SectionCard>
  );
}
