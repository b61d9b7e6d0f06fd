import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMantineTheme } from '@mantine/core';
import type { PaymentSummary } from '@oc/contract';
import { isMobile } from '../../../lib/device';
import { formatDayMonth, formatInr, formatInrCompact } from '../../../lib/format';

/**
 * Weekly net payouts over the chosen range, oldest week first (left to right), in the theme's
 * primary colour. Its own module, loaded lazily: the charting library is most of the screen's weight.
 */
export default function NetPayoutChart({ rows }: { rows: PaymentSummary[] }) {
  const theme = useMantineTheme();
  const data = [...rows]
    .sort((a, b) => a.weekStartDate.localeCompare(b.weekStartDate))
    .map((s) => ({ week: formatDayMonth(s.weekStartDate), 'Net payout': s.netAmountToBeReleased }));
  return (
    <BarChart
      h={isMobile ? 220 : 260}
      data={data}
      dataKey="week"
      series={[{ name: 'Net payout', color: `${theme.primaryColor}.6` }]}
      valueFormatter={(v) => formatInr(v)}
      tickLine="none"
      gridAxis="y"
      withTooltip
      yAxisProps={{ width: 64, tickFormatter: (v: number) => formatInrCompact(v) }}
      data-testid="net-payout-chart"
    />
  );
}
