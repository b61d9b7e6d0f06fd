import { BarChart } from '../../../components/BarChart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import type { RatingsData } from '@oc/contract';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';

/**
 * How many bookings gave each rating 1–5 in the filtered range, in the primary colour (docs/ui.md
 * "Charts"), drawn by components/BarChart. Its own module, loaded lazily by the screen.
 */
export default function RatingChart({ distribution }: { distribution: RatingsData['distribution'] }) {
  const intl = useIntl();
  return (
    <BarChart
      categoryLabel={intl.formatMessage(CHART_CATEGORY.rating)}
      h={isMobile ? 200 : 220}
      data={distribution.map((d) => ({ label: `${String(d.rating)} ★`, value: d.count }))}
      series={intl.formatMessage({ id: 'quality.feedback.chartSeries', defaultMessage: 'Bookings' })}
      leftAxisWidth={36}
      allowDecimals={false}
      data-testid="rating-chart"
    />
  );
}
