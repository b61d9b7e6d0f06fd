import type { TripRating } from '@oc/contract';
import { useIntl } from 'react-intl';
import Chart from '../../../components/charts/Chart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatDayMonth } from '../../../lib/format';
import { ratingTrend } from '../lib/rating-trend';

/**
 * The average rating per bus over the range (issue 41), one line per bus (the six most rated),
 * by day or by week. Its own module, loaded lazily with the distribution chart.
 */
export default function RatingTrendChart({ trips, title }: { trips: TripRating[]; title: string }) {
  const intl = useIntl();
  const trend = ratingTrend(trips);
  return (
    <Chart
      kind="line"
      title={title}
      categoryLabel={intl.formatMessage(trend.by === 'day' ? CHART_CATEGORY.date : CHART_CATEGORY.week)}
      h={isMobile ? 220 : 240}
      data={trend.periods.map((p) => ({ label: formatDayMonth(p.start), ...p.averages }))}
      series={trend.buses.map((rc) => ({ key: rc, label: rc }))}
      valueFormatter={(v) => (v > 0 ? v.toFixed(1) : '–')}
      tickFormatter={(v) => v.toFixed(0)}
      yDomain={[0, 5]}
      allowDecimals={false}
      leftAxisWidth={28}
      minTickGap={14}
      data-testid="rating-trend-chart"
    />
  );
}
