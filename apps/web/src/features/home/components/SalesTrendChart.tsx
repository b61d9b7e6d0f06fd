import type { SalesTrend } from '@oc/contract';
import { useIntl } from 'react-intl';
import Chart from '../../../components/charts/Chart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';
import { HOME_LABELS } from '../lib/messages';

/**
 * Revenue per IST day, oldest on the left (issue 41), in the primary colour; the seats sold are in
 * the tooltip's table. Its own module, loaded lazily by SalesTrend: the home's first paint carries
 * no chart library.
 */
export default function SalesTrendChart({ days, title }: { days: SalesTrend['days']; title: string }) {
  const intl = useIntl();
  return (
    <Chart
      title={title}
      categoryLabel={intl.formatMessage(CHART_CATEGORY.date)}
      h={isMobile ? 200 : 240}
      data={days.map((d) => ({ label: formatDayMonth(d.date), revenue: d.revenue }))}
      series={[{ key: 'revenue', label: intl.formatMessage(HOME_LABELS.revenue) }]}
      valueFormatter={(v) => formatInr(v)}
      tickFormatter={(v) => formatInrCompact(v)}
      leftAxisWidth={56}
      minTickGap={14}
      data-testid="sales-trend-chart"
    />
  );
}
