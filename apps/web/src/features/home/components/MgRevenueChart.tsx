import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMantineTheme } from '@mantine/core';
import { HOME_TEXTS } from '@oc/contract';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * The MG revenue chart: one horizontal bar per travel date, in the order the table lists them
 * (newest first, 'Today' on top), in the product's primary colour (theme.ts). Its own module, loaded
 * lazily by MgRevenue: the charting library is most of the home screen's JavaScript, and only MG
 * users see a chart.
 */
export default function MgRevenueChart({
  days,
  today,
}: {
  days: { date: string; revenue: number }[];
  today: string;
}) {
  const theme = useMantineTheme();
  return (
    <BarChart
      h={isMobile ? 260 : 300}
      orientation="vertical"
      data={days.map((d) => ({
        day: d.date === today ? HOME_TEXTS.today : formatDayMonth(d.date),
        Revenue: d.revenue,
      }))}
      dataKey="day"
      series={[{ name: 'Revenue', color: `${theme.primaryColor}.6` }]}
      valueFormatter={(v) => formatInr(v)}
      tickLine="none"
      gridAxis="x"
      withTooltip
      yAxisProps={{ width: 48 }}
      xAxisProps={{ tickFormatter: (v: number) => formatInrCompact(v) }}
      data-testid="mg-revenue-chart"
    />
  );
}
