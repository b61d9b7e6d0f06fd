import { Paper, Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { LoadingState } from '../../../components/states/States';
import { formatCount, formatInr } from '../../../lib/format';
import { useDealPerformance } from '../api/get-deal-performance';

const DealPerformanceChart = lazy(() => import('./DealPerformanceChart'));

/**
 * "Deal performance" on Operator Deals (issue 41): what the deals sold and gave away, from the
 * bookings the booking system recorded under each, with the totals of every deal.
 */
export function DealPerformance() {
  const intl = useIntl();
  const performance = useDealPerformance();
  const title = intl.formatMessage({ id: 'deals.performance.title', defaultMessage: 'Deal performance' });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="deal-performance">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <QueryState
          query={performance}
          what={intl.formatMessage({ id: 'deals.performance.what', defaultMessage: 'the deal performance' })}
        >
          {(deals) => {
            const sold = deals.filter((d) => d.bookings > 0);
            if (sold.length === 0)
              return (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage({
                    id: 'deals.performance.none',
                    defaultMessage: 'No bookings sold under a deal yet.',
                  })}
                </Text>
              );
            return (
              <>
                <Text size="sm" c="dimmed" data-testid="deal-performance-totals">
                  {intl.formatMessage(
                    {
                      id: 'deals.performance.totals',
                      defaultMessage: '{bookings} bookings under {deals} deals · {discount} discount given',
                    },
                    {
                      bookings: formatCount(sold.reduce((s, d) => s + d.bookings, 0)),
                      deals: formatCount(sold.length),
                      discount: formatInr(sold.reduce((s, d) => s + d.discount, 0)),
                    },
                  )}
                </Text>
                <Suspense fallback={<LoadingState label={title} h={220} />}>
                  <DealPerformanceChart deals={deals} />
                </Suspense>
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
