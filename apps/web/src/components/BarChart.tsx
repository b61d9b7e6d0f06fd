import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import classes from './BarChart.module.css';

/**
 * The product's bar chart: one series of bars drawn as plain SVG (docs/ui.md "Charts": the theme's
 * primary colour, shade 6). The four charts (MG revenue, ratings, net payouts, fleet earnings) need
 * bars, two axes, grid lines and a tooltip — not a charting library of more than 100 KB gzipped
 * (docs/performance.md "Web").
 *
 * `orientation="vertical"` lays the categories down the left and the bars out to the right (the MG
 * revenue chart: 'Today' on top); the default stands the bars on a category axis at the bottom.
 */
export interface BarChartProps {
  data: { label: string; value: number }[];
  /** The series' name, shown in the tooltip ('Revenue'). */
  series: string;
  h: number;
  orientation?: 'horizontal' | 'vertical';
  /** The value as the tooltip shows it (default: the number). */
  valueFormatter?: (value: number) => string;
  /** The value axis' tick labels (default: the number). */
  tickFormatter?: (value: number) => string;
  /** Room for the left axis' labels, px. */
  leftAxisWidth?: number;
  /** Whole-number ticks only (counts). */
  allowDecimals?: boolean;
  /** Least room between two category labels, px; labels that would crowd are skipped. */
  minTickGap?: number;
  'data-testid'?: string;
}

const PAD = 8;
const BOTTOM_AXIS = 26;

/** About five round steps (1, 2 or 5 × 10^k) from the lowest value to the highest. */
export function niceTicks(min: number, max: number, allowDecimals = true): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (lo === hi) return [0, 1];
  const rough = (hi - lo) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  if (!allowDecimals) step = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let t = Math.floor(lo / step) * step; t < hi + step; t += step) {
    ticks.push(Math.round(t * 1e9) / 1e9);
    if (t >= hi) break;
  }
  return ticks;
}

/** Which category labels fit: every k-th, keeping the first and the last (preserveStartEnd). */
function shownLabels(n: number, room: number, labelWidth: number, gap: number): Set<number> {
  const fit = Math.max(1, Math.floor(room / (labelWidth + gap)));
  const every = Math.max(1, Math.ceil(n / fit));
  const shown = new Set<number>();
  for (let i = 0; i < n; i += every) shown.add(i);
  if (n > 0 && every > 1) {
    const last = n - 1;
    // The last label replaces a kept one that would crowd it.
    const prev = last - (last % every);
    if (prev !== last && last - prev < every) shown.delete(prev);
    shown.add(last);
    shown.add(0);
  }
  return shown;
}

export function BarChart({
  data,
  series,
  h,
  orientation = 'horizontal',
  valueFormatter = String,
  tickFormatter = String,
  leftAxisWidth = 48,
  allowDecimals = true,
  minTickGap = 5,
  'data-testid': testId,
}: BarChartProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  // The primary colour as buttons have it (shade 7 in both schemes: app/theme.ts).
  const fill = 'var(--mantine-primary-color-filled)';
  const values = data.map((d) => d.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), allowDecimals);
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const barsAcross = orientation === 'vertical';

  const left = leftAxisWidth;
  const plotW = Math.max(0, width - left - PAD * 2);
  const plotH = Math.max(0, h - PAD - BOTTOM_AXIS);
  const x0 = left + PAD;
  const y0 = PAD;
  const band = (barsAcross ? plotH : plotW) / Math.max(1, data.length);
  const barSize = band * 0.8;
  // Position of a value along the value axis (px from the plot's start).
  const along = (v: number) => ((v - lo) / (hi - lo || 1)) * (barsAcross ? plotW : plotH);
  const zero = along(0);

  const labelWidth = Math.max(...data.map((d) => d.label.length), 1) * 7;
  const shown = barsAcross ? null : shownLabels(data.length, plotW, labelWidth, minTickGap);
  const tip = active === null ? undefined : data[active];

  return (
    <div ref={ref} className={classes.root} style={{ height: h }} data-testid={testId}>
      {width > 0 ? (
        <svg width={width} height={h} role="img" aria-label={series} className={classes.surface}>
          {/* Grid lines and the value axis' labels. */}
          {ticks.map((t) => {
            const p = along(t);
            return barsAcross ? (
              <g key={t}>
                <line x1={x0 + p} x2={x0 + p} y1={y0} y2={y0 + plotH} className={classes.grid} />
                <text
                  x={x0 + p}
                  y={y0 + plotH + 18}
                  textAnchor="middle"
                  className={classes.tick}
                  data-axis="value"
                >
                  {tickFormatter(t)}
                </text>
              </g>
            ) : (
              <g key={t}>
                <line
                  x1={x0}
                  x2={x0 + plotW}
                  y1={y0 + plotH - p}
                  y2={y0 + plotH - p}
                  className={classes.grid}
                />
                <text
                  x={left - 4}
                  y={y0 + plotH - p}
                  dy="0.35em"
                  textAnchor="end"
                  className={classes.tick}
                  data-axis="value"
                >
                  {tickFormatter(t)}
                </text>
              </g>
            );
          })}
          {data.map((d, i) => {
            const start = i * band + (band - barSize) / 2;
            const p = along(d.value);
            const from = Math.min(p, zero);
            const size = Math.abs(p - zero);
            const label = barsAcross ? (
              <text
                x={left - 4}
                y={y0 + start + barSize / 2}
                dy="0.35em"
                textAnchor="end"
                className={classes.tick}
                data-axis="category"
              >
                {d.label}
              </text>
            ) : shown?.has(i) ? (
              <text
                x={x0 + start + barSize / 2}
                y={y0 + plotH + 18}
                textAnchor="middle"
                className={classes.tick}
                data-axis="category"
              >
                {d.label}
              </text>
            ) : null;
            return (
              <g
                key={`${d.label}-${String(i)}`}
                onMouseEnter={() => setActive(i)}
                onMouseLeave={() => setActive(null)}
              >
                {/* The whole band answers the pointer, like the library's cursor did. */}
                <rect
                  x={barsAcross ? x0 : x0 + i * band}
                  y={barsAcross ? y0 + i * band : y0}
                  width={barsAcross ? plotW : band}
                  height={barsAcross ? band : plotH}
                  className={active === i ? classes.cursor : classes.band}
                />
                {size > 0 ? (
                  <rect
                    x={barsAcross ? x0 + from : x0 + start}
                    y={barsAcross ? y0 + start : y0 + plotH - from - size}
                    width={barsAcross ? size : barSize}
                    height={barsAcross ? barSize : size}
                    style={{ fill }}
                    data-bar
                  >
                    <title>{`${d.label}: ${valueFormatter(d.value)}`}</title>
                  </rect>
                ) : null}
                {label}
              </g>
            );
          })}
        </svg>
      ) : null}
      {tip && active !== null ? (
        <Paper
          className={classes.tooltip}
          shadow="md"
          radius="md"
          px="sm"
          py={6}
          withBorder
          style={
            barsAcross
              ? { top: y0 + active * band + band / 2, left: x0 + plotW / 2 }
              : { top: y0 + plotH / 3, left: x0 + active * band + band / 2 }
          }
          role="tooltip"
        >
          <Text size="sm" fw={600}>
            {tip.label}
          </Text>
          <Text size="sm">
            <span className={classes.swatch} style={{ background: fill }} aria-hidden />
            {series}: {valueFormatter(tip.value)}
          </Text>
        </Paper>
      ) : null}
    </div>
  );
}
