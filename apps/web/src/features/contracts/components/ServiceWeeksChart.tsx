import type { RevenueRow } from '@oc/contract';
import { useIntl } from 'react-intl';
import Chart from '../../../components/charts/Chart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';
import { OTHER_SERVICES, serviceWeeks } from '../lib/service-weeks';

/**
 * MG revenue per service per week (issue 41): stacked bars of the rows the table shows, one colour
 * per service (the five with most revenue; the rest as "Other services"). Loaded lazily.
 */
export default function ServiceWeeksChart({ rows, title }: { rows: RevenueRow[]; title: string }) {
  const intl = useIntl();
  const w = serviceWeeks(rows);
  const other = intl.formatMessage({ id: 'contracts.revenue.chartOther', defaultMessage: 'Other services' });
  return (
    <Chart
      title={title}
      categoryLabel={intl.formatMessage(CHART_CATEGORY.week)}
      h={isMobile ? 240 : 260}
      stacked
      data={w.weeks.map((x) => ({ label: formatDayMonth(x.start), ...x.revenue }))}
      series={w.services.map((s) => ({ key: s, label: s === OTHER_SERVICES ? other : s }))}
      valueFormatter={(v) => formatInr(v)}
      tickFormatter={(v) => formatInrCompact(v)}
      leftAxisWidth={64}
      minTickGap={14}
      data-testid="service-weeks-chart"
    />
  );
}
