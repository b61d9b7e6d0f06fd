import { Center, Grid, Group, Loader, Table, Text } from '@mantine/core';
import { dailyRevenue, type DailyRevenue, type RevenueRow } from '@oc/contract';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { TableExport, type ExportColumn } from '../../../components/tables/TableExport';
import { isMobile } from '../../../lib/device';
import { formatDate, formatInr, todayIst } from '../../../lib/format';
import { HOME_LABELS, HOME_MESSAGES } from '../lib/messages';
import colors from './colors.module.css';
import { SectionCard } from './HomeCards';

const MgRevenueChart = lazy(() => import('./MgRevenueChart'));

/**
 * MG: the last 7 days including today by travel date (the trips departing on each date, whenever
 * booked; live), seats sold and revenue per day, with a chart beside it. Today's Sales above counts
 * bookings made today instead; each card says what it counts. Table and chart show the dates in
 * the same order, newest first, today marked 'Today' in both.
 */
export function MgRevenue({ rows }: { rows: RevenueRow[] }) {
  const intl = useIntl();
  const today = todayIst();
  const days = [...dailyRevenue(rows, today)].reverse();
  const empty = days.every((d) => d.seatsSold === 0 && d.revenue === 0);
  const exportColumns: ExportColumn<DailyRevenue>[] = [
    {
      label: intl.formatMessage(HOME_MESSAGES.travelDate),
      value: (d) =>
        d.date === today
          ? `${formatDate(d.date)} (${intl.formatMessage(HOME_MESSAGES.today)})`
          : formatDate(d.date),
    },
    { label: intl.formatMessage(HOME_LABELS.seatsSold), kind: 'number', value: (d) => d.seatsSold },
    { label: intl.formatMessage(HOME_LABELS.revenue), kind: 'money', value: (d) => d.revenue },
  ];
  const table = (
    <Table striped withTableBorder verticalSpacing="xs" data-testid="mg-revenue-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{intl.formatMessage(HOME_MESSAGES.travelDate)}</Table.Th>
          <Table.Th ta="right">{intl.formatMessage(HOME_LABELS.seatsSold)}</Table.Th>
          <Table.Th ta="right">{intl.formatMessage(HOME_LABELS.revenue)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((d) => (
          <Table.Tr key={d.date} data-date={d.date}>
            <Table.Td>
              {formatDate(d.date)}
              {d.date === today ? (
                <Text size="xs" fw={700} className={colors.today} lh={1.2} data-testid="mg-revenue-today">
                  {intl.formatMessage(HOME_MESSAGES.today)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right">{d.seatsSold}</Table.Td>
            <Table.Td ta="right">{formatInr(d.revenue)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <SectionCard
      title={intl.formatMessage(HOME_MESSAGES.revenueByTravelDate)}
      scope={intl.formatMessage(HOME_MESSAGES.revenueByTravelDateScope)}
      testId="mg-revenue"
    >
      {empty ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="mg-revenue-empty">
          {intl.formatMessage(HOME_MESSAGES.noRevenue)}
        </Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: isMobile ? 12 : 6 }}>
            <Group justify="flex-end" mb="xs">
              <TableExport
                name="trips-by-travel-date"
                title={intl.formatMessage(HOME_MESSAGES.revenueByTravelDate)}
                columns={exportColumns}
                rows={days}
              />
            </Group>
            {table}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: isMobile ? 12 : 6 }}>
            <Suspense
              fallback={
                <Center h={isMobile ? 260 : 300}>
                  <Loader
                    size="sm"
                    aria-label={intl.formatMessage({
                      id: 'home.mgRevenue.loadingChart',
                      defaultMessage: 'Loading chart',
                    })}
                  />
                </Center>
              }
            >
              <MgRevenueChart days={days} today={today} />
            </Suspense>
          </Grid.Col>
        </Grid>
      )}
    </SectionCard>
  );
}
