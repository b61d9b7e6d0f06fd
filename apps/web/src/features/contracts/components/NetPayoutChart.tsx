import { BarChart } from '../../../components/BarChart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import type { PaymentSummary } from '@oc/contract';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * Weekly net payouts over the chosen range, oldest week first (left to right), in the theme's
 * primary colour (components/BarChart). Its own module, loaded lazily by the screen.
 */
export default function NetPayoutChart({ rows }: { rows: PaymentSummary[] }) {
  const intl = useIntl();
  const data = [...rows]
    .sort((a, b) => a.weekStartDate.localeCompare(b.weekStartDate))
    .map((s) => ({ label: formatDayMonth(s.weekStartDate), value: s.netAmountToBeReleased }));
  return (
    <BarChart
      categoryLabel={intl.formatMessage(CHART_CATEGORY.week)}
      h={isMobile ? 220 : 260}
      data={data}
      series={intl.formatMessage({ id: 'contracts.summary.chartSeries', defaultMessage: 'Net payout' })}
      valueFormatter={(v) => formatInr(v)}
      leftAxisWidth={64}
      tickFormatter={(v) => formatInrCompact(v)}
      data-testid="net-payout-chart"
    />
  );
}
