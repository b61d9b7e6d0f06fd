import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMantineTheme } from '@mantine/core';
import type { FleetDay } from '@oc/contract';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * Earnings per IST day of the range (beyond the spec), oldest on the left, in the primary colour.
 * Its own module, loaded lazily by the screen: the charting library stays out of other screens.
 */
export default function EarningsChart({ days }: { days: FleetDay[] }) {
  const theme = useMantineTheme();
  return (
    <BarChart
      h={isMobile ? 200 : 240}
      data={days.map((d) => ({ day: formatDayMonth(d.date), Earnings: d.earnings }))}
      dataKey="day"
      series={[{ name: 'Earnings', color: `${theme.primaryColor}.6` }]}
      valueFormatter={(v) => formatInr(v)}
      tickLine="none"
      gridAxis="y"
      withTooltip
      yAxisProps={{ width: 56, tickFormatter: (v: number) => formatInrCompact(v) }}
      xAxisProps={{ minTickGap: 14, interval: 'preserveStartEnd' }}
      data-testid="fleet-earnings-chart"
    />
  );
}
