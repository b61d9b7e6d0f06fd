import { useIntl } from 'react-intl';
import { BarChart } from '../../../components/BarChart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';
import { HOME_LABELS, HOME_MESSAGES } from '../lib/messages';

/**
 * The MG revenue chart: one horizontal bar per travel date, in the order the table lists them
 * (newest first, 'Today' on top), in the product's primary colour (theme.ts), drawn by
 * components/BarChart. Its own module, loaded lazily by MgRevenue: only MG users see a chart.
 */
export default function MgRevenueChart({
  days,
  today,
}: {
  days: { date: string; revenue: number }[];
  today: string;
}) {
  const intl = useIntl();
  const todayLabel = intl.formatMessage(HOME_MESSAGES.today);
  return (
    <BarChart
      categoryLabel={intl.formatMessage(CHART_CATEGORY.date)}
      h={isMobile ? 260 : 300}
      orientation="vertical"
      data={days.map((d) => ({
        label: d.date === today ? todayLabel : formatDayMonth(d.date),
        value: d.revenue,
      }))}
      series={intl.formatMessage(HOME_LABELS.revenue)}
      valueFormatter={(v) => formatInr(v)}
      leftAxisWidth={48}
      tickFormatter={(v) => formatInrCompact(v)}
      data-testid="mg-revenue-chart"
    />
  );
}
