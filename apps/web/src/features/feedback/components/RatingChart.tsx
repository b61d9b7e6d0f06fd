import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMantineTheme } from '@mantine/core';
import type { RatingsData } from '@oc/contract';
import { isMobile } from '../../../lib/device';

/**
 * How many bookings gave each rating 1–5 in the filtered range, in the primary colour (docs/ui.md
 * "Charts"). Its own module, loaded lazily: the charting library is most of this screen's script.
 */
export default function RatingChart({ distribution }: { distribution: RatingsData['distribution'] }) {
  const theme = useMantineTheme();
  return (
    <BarChart
      h={isMobile ? 200 : 220}
      data={distribution.map((d) => ({ stars: `${String(d.rating)} ★`, Bookings: d.count }))}
      dataKey="stars"
      series={[{ name: 'Bookings', color: `${theme.primaryColor}.6` }]}
      tickLine="none"
      gridAxis="y"
      withTooltip
      yAxisProps={{ width: 36, allowDecimals: false }}
      data-testid="rating-chart"
    />
  );
}
