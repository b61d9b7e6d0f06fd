import Chart from './charts/Chart';

/**
 * One series of bars (the MG revenue, ratings, net payouts and fleet earnings charts): the shared
 * chart (components/charts/Chart, @mantine/charts) with its table. `series` names the values;
 * `categoryLabel` heads the table's first column.
 */
export interface BarChartProps {
  data: { label: string; value: number }[];
  series: string;
  categoryLabel: string;
  h: number;
  orientation?: 'horizontal' | 'vertical';
  valueFormatter?: (value: number) => string;
  tickFormatter?: (value: number) => string;
  leftAxisWidth?: number;
  allowDecimals?: boolean;
  minTickGap?: number;
  'data-testid'?: string;
}

export function BarChart({ data, series, ...rest }: BarChartProps) {
  return <Chart {...rest} title={series} data={data} series={[{ key: 'value', label: series }]} />;
}
