import { Stack, Text } from '@mantine/core';
import type { DealPerformance } from '@oc/contract';
import { useIntl } from 'react-intl';
import Chart from '../../../components/charts/Chart';
import { CHART_CATEGORY } from '../../../components/charts/labels';
import { isMobile } from '../../../lib/device';
import { formatCount, formatInr, formatInrCompact } from '../../../lib/format';

/** Deals drawn: the most recent with sales (the table under each chart lists the same). */
export const DEALS_SHOWN = 8;

/**
 * Deal performance (issue 41), from the bookings data: per deal, the bookings sold under it and
 * the discount they gave, two charts side by side (a count and an amount never share an axis).
 * Its own module, loaded lazily by the Deals screen.
 */
export default function DealPerformanceChart({ deals }: { deals: DealPerformance[] }) {
  const intl = useIntl();
  const shown = deals
    .filter((d) => d.bookings > 0)
    .slice(0, DEALS_SHOWN)
    .reverse();
  const data = shown.map((d) => ({ label: d.code, bookings: d.bookings, discount: d.discount }));
  const category = intl.formatMessage(CHART_CATEGORY.deal);
  const bookingsLabel = intl.formatMessage({ id: 'deals.performance.bookings', defaultMessage: 'Bookings' });
  const discountLabel = intl.formatMessage({
    id: 'deals.performance.discount',
    defaultMessage: 'Discount given',
  });
  const h = isMobile ? 200 : 220;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: isMobile ? '1fr' : '1fr 1fr' }}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {bookingsLabel}
        </Text>
        <Chart
          title={bookingsLabel}
          categoryLabel={category}
          h={h}
          data={data}
          series={[{ key: 'bookings', label: bookingsLabel }]}
          valueFormatter={(v) => formatCount(v)}
          allowDecimals={false}
          leftAxisWidth={40}
          minTickGap={8}
          data-testid="deal-bookings-chart"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {discountLabel}
        </Text>
        <Chart
          title={discountLabel}
          categoryLabel={category}
          h={h}
          data={data}
          series={[{ key: 'discount', label: discountLabel }]}
          valueFormatter={(v) => formatInr(v)}
          tickFormatter={(v) => formatInrCompact(v)}
          leftAxisWidth={56}
          minTickGap={8}
          data-testid="deal-discount-chart"
        />
      </Stack>
    </div>
  );
}
