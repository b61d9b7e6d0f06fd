import '@mantine/charts/styles.css';
import { BarChart as MantineBarChart, LineChart as MantineLineChart } from '@mantine/charts';
import { Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useIntl } from 'react-intl';

/**
 * The product's charts (docs/ui.md "Charts"): @mantine/charts (Recharts) in the theme's primary
 * colour and its shades, and under each chart its data as a table — read by screen readers always,
 * shown to everyone on "Show as table". Loaded lazily: a chart's module is its screen's own chunk
 * (`lazy(() => import('./XChart'))`), so no first paint carries the library.
 */
export interface ChartSeries {
  /** The row's key of the series' values. */
  key: string;
  /** Its name in the tooltip, legend and table heading. */
  label: string;
}

export interface ChartProps {
  kind?: 'bar' | 'line';
  /** One row per category: `label` is the category, each series' key its value. */
  data: ({ label: string } & Record<string, string | number>)[];
  series: ChartSeries[];
  /** What the chart shows: its accessible name and the table's caption. */
  title: string;
  /** The heading of the table's category column ('Date', 'Week'). */
  categoryLabel: string;
  h: number;
  /** `vertical`: categories down the left, bars to the right (the MG revenue chart). */
  orientation?: 'horizontal' | 'vertical';
  /** Stack the series' bars. */
  stacked?: boolean;
  /** A value as the tooltip and table show it (default: the number). */
  valueFormatter?: (value: number) => string;
  /** The value axis' tick labels (default: the number). */
  tickFormatter?: (value: number) => string;
  /** Room for the left axis' labels, px. */
  leftAxisWidth?: number;
  /** Whole-number ticks only (counts). */
  allowDecimals?: boolean;
  /** Least room between two category labels, px. */
  minTickGap?: number;
  /** The value axis' range (default: from the data). */
  yDomain?: [number, number];
  'data-testid'?: string;
}

/** The series' colours: the primary colour first, then its shades (never a stock palette colour). */
const SHADES = ['filled', '4', '9', '2', '6', '8', '3', '5'];
export const seriesColor = (i: number) =>
  `var(--mantine-primary-color-${SHADES[i % SHADES.length] ?? 'filled'})`;

export default function Chart({
  kind = 'bar',
  data,
  series,
  title,
  categoryLabel,
  h,
  orientation = 'horizontal',
  stacked = false,
  valueFormatter = String,
  tickFormatter = String,
  leftAxisWidth = 48,
  allowDecimals = true,
  minTickGap = 5,
  yDomain,
  'data-testid': testId,
}: ChartProps) {
  const intl = useIntl();
  const [tableShown, table] = useDisclosure(false);
  const tableId = useId();
  const colored = series.map((s, i) => ({ name: s.key, label: s.label, color: seriesColor(i) }));
  const vertical = orientation === 'vertical';
  const categoryAxis = { minTickGap, interval: 'preserveStartEnd' as const };
  const valueAxis = {
    allowDecimals,
    tickFormatter,
    width: leftAxisWidth,
    ...(yDomain ? { domain: yDomain } : {}),
  };
  const common = {
    h,
    data,
    dataKey: 'label',
    series: colored,
    valueFormatter,
    withLegend: series.length > 1,
    gridAxis: vertical ? ('y' as const) : ('x' as const),
    tickLine: 'none' as const,
    strokeDasharray: '5 5',
    tooltipAnimationDuration: 0,
    // The picture is aria-hidden (the table speaks for it): nothing in it may take the focus.
    accessibilityLayer: false,
  };

  const rows = (
    <Table striped fz="sm" data-chart-table>
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{categoryLabel}</Table.Th>
          {series.map((s) => (
            <Table.Th key={s.key} scope="col" ta="right">
              {s.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row, i) => (
          <Table.Tr key={`${row.label}-${String(i)}`}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            {series.map((s) => (
              <Table.Td key={s.key} ta="right">
                {row[s.key] === undefined ? '–' : valueFormatter(Number(row[s.key]))}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Stack gap={4} data-testid={testId}>
      {/* The picture is for the eyes; the table below says the same to a screen reader. */}
      <div aria-hidden data-chart-kind={kind}>
        {kind === 'line' ? (
          <MantineLineChart
            {...common}
            curveType="monotone"
            connectNulls
            xAxisProps={categoryAxis}
            yAxisProps={valueAxis}
          />
        ) : (
          <MantineBarChart
            {...common}
            orientation={orientation}
            type={stacked ? 'stacked' : 'default'}
            xAxisProps={vertical ? { ...valueAxis, width: undefined } : categoryAxis}
            yAxisProps={vertical ? { width: leftAxisWidth } : valueAxis}
          />
        )}
      </div>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={table.toggle}
          aria-expanded={tableShown}
          aria-controls={tableId}
        >
          {tableShown
            ? intl.formatMessage({ id: 'chart.hideTable', defaultMessage: 'Hide table' })
            : intl.formatMessage({ id: 'chart.showTable', defaultMessage: 'Show as table' })}
        </Button>
      </Group>
      <div id={tableId}>{tableShown ? rows : <VisuallyHidden>{rows}</VisuallyHidden>}</div>
    </Stack>
  );
}
