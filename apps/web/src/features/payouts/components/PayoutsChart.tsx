import type { Payout } from '@oc/contract';
import { useIntl } from 'react-intl';
import Chart from '../../../components/charts/Chart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * Payouts over time (issue 41): the payouts the table lists, one bar each at its billing period's
 * end, oldest on the left. Its own module, loaded lazily by the screen.
 */
export default function PayoutsChart({ rows, title }: { rows: Payout[]; title: string }) {
  const intl = useIntl();
  const data = [...rows]
    .sort(
      (a, b) => a.billingEndDate.localeCompare(b.billingEndDate) || a.createdOn.localeCompare(b.createdOn),
    )
    .map((p) => ({ label: formatDayMonth(p.billingEndDate), amount: p.paymentAmount }));
  return (
    <Chart
      title={title}
      categoryLabel={intl.formatMessage(CHART_CATEGORY.payout)}
      h={isMobile ? 200 : 240}
      data={data}
      series={[
        {
          key: 'amount',
          label: intl.formatMessage({ id: 'payouts.chart.series', defaultMessage: 'Payout' }),
        },
      ]}
      valueFormatter={(v) => formatInr(v)}
      tickFormatter={(v) => formatInrCompact(v)}
      leftAxisWidth={64}
      minTickGap={14}
      data-testid="payouts-chart"
    />
  );
}
