import { BarChart } from '../../../components/BarChart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import type { FleetDay } from '@oc/contract';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * Earnings per IST day of the range (beyond the spec), oldest on the left, in the primary colour.
 * Its own module (components/BarChart), loaded lazily by the screen.
 */
export default function EarningsChart({ days }: { days: FleetDay[] }) {
  const intl = useIntl();
  return (
    <BarChart
      categoryLabel={intl.formatMessage(CHART_CATEGORY.date)}
      h={isMobile ? 200 : 240}
      data={days.map((d) => ({ label: formatDayMonth(d.date), value: d.earnings }))}
      series={intl.formatMessage({ id: 'fleet.chart.series', defaultMessage: 'Earnings' })}
      valueFormatter={(v) => formatInr(v)}
      leftAxisWidth={56}
      tickFormatter={(v) => formatInrCompact(v)}
      minTickGap={14}
      data-testid="fleet-earnings-chart"
    />
  );
}
