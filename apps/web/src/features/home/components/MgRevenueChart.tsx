import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { isMobile } from '../../../lib/device';
import { formatDay, formatInr, formatInrCompact } from '../lib/format';

/**
 * The MG revenue bar chart. Its own module, loaded lazily by MgRevenue: the charting library is most
 * of the home screen's JavaScript, and only MG users see a chart.
 */
export default function MgRevenueChart({ days }: { days: { date: string; revenue: number }[] }) {
  return (
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
  );
}
