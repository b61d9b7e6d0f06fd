import { Group, SegmentedControl, Text } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { LoadingState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { formatInr } from '../../../lib/format';
import { useSalesTrend, type TrendDays } from '../api/get-sales-trend';
import { SectionCard } from './HomeCards';

const SalesTrendChart = lazy(() => import('./SalesTrendChart'));

/**
 * "Sales trend" on the GDS and Electric home (issue 41): revenue of the bookings made each day of
 * the last 7 or 30 days, still confirmed — Today's Sales, day by day — with the period's total.
 */
export function SalesTrend() {
  const intl = useIntl();
  const [days, setDays] = useState<TrendDays>('7');
  const trend = useSalesTrend(days);
  const title = intl.formatMessage({ id: 'home.trend.title', defaultMessage: 'Sales trend' });
  return (
    <SectionCard
      title={title}
      scope={intl.formatMessage({
        id: 'home.trend.scope',
        defaultMessage: 'Bookings made each day (IST) and still confirmed, own channels.',
      })}
      testId="sales-trend"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          size="xs"
          value={days}
          onChange={(v) => setDays(v === '30' ? '30' : '7')}
          aria-label={intl.formatMessage({ id: 'home.trend.period', defaultMessage: 'Period' })}
          data={[
            { value: '7', label: intl.formatMessage({ id: 'home.trend.7', defaultMessage: '7 days' }) },
            { value: '30', label: intl.formatMessage({ id: 'home.trend.30', defaultMessage: '30 days' }) },
          ]}
        />
        {trend.data ? (
          <Text size="sm" fw={600} data-testid="sales-trend-total">
            {intl.formatMessage(
              { id: 'home.trend.total', defaultMessage: 'Total {amount}' },
              { amount: formatInr(trend.data.days.reduce((s, d) => s + d.revenue, 0)) },
            )}
          </Text>
        ) : null}
      </Group>
      <QueryState
        query={trend}
        what={intl.formatMessage({ id: 'home.trend.what', defaultMessage: 'the sales trend' })}
      >
        {({ days: list }) => (
          <div style={{ opacity: trend.isPlaceholderData ? 0.6 : 1 }} aria-busy={trend.isPlaceholderData}>
            <Suspense fallback={<LoadingState label={title} h={isMobile ? 200 : 240} />}>
              <SalesTrendChart days={list} title={title} />
            </Suspense>
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
