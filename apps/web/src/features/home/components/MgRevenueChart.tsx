import { BarChart } from '../../../components/BarChart';
import { HOME_TEXTS } from '@oc/contract';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * The MG revenue chart: one horizontal bar per travel date, in the order the table lists them
 * (newest first, 'Today' on top), in the product's primary colour (theme.ts), drawn by the plain
 * SVG components/BarChart. Its own module, loaded lazily by MgRevenue: only MG users see a chart.
 */
export default function MgRevenueChart({
  days,
  today,
}: {
  days: { date: string; revenue: number }[];
  today: string;
}) {
  return (
    <BarChart
      h={isMobile ? 260 : 300}
      orientation="vertical"
      data={days.map((d) => ({
        label: d.date === today ? HOME_TEXTS.today : formatDayMonth(d.date),
        value: d.revenue,
      }))}
      series="Revenue"
      valueFormatter={(v) => formatInr(v)}
      leftAxisWidth={48}
      tickFormatter={(v) => formatInrCompact(v)}
      data-testid="mg-revenue-chart"
    />
  );
}
