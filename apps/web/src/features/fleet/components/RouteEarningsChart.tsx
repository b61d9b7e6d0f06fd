import type { TripContract } from '@oc/contract';
import { useIntl } from 'react-intl';
import { BarChart } from '../../../components/BarChart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatInr, formatInrCompact } from '../../../lib/format';
import { OTHER_ROUTES, earningsPerRoute } from '../lib/routes';

/**
 * Earnings per route of the range (issue 41): one bar per route, most first, of the trips that
 * earned (they add up to Total Earnings). Its own module, loaded lazily by the screen.
 */
export default function RouteEarningsChart({ trips }: { trips: TripContract[] }) {
  const intl = useIntl();
  const routes = earningsPerRoute(trips);
  const other = intl.formatMessage({ id: 'fleet.routes.other', defaultMessage: 'Other routes' });
  return (
    <BarChart
      categoryLabel={intl.formatMessage(CHART_CATEGORY.route)}
      h={Math.max(160, routes.length * 34 + 40)}
      orientation="vertical"
      data={routes.map((r) => ({ label: r.route === OTHER_ROUTES ? other : r.route, value: r.earnings }))}
      series={intl.formatMessage({ id: 'fleet.routes.series', defaultMessage: 'Earnings' })}
      valueFormatter={(v) => formatInr(v)}
      tickFormatter={(v) => formatInrCompact(v)}
      leftAxisWidth={isMobile ? 120 : 190}
      data-testid="fleet-routes-chart"
    />
  );
}
