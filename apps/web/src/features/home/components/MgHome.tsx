import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { useMgSummary } from '../api/get-mg-summary';
import { useTripRevenue } from '../api/get-trip-revenue';
import { HOME_LABELS } from '../lib/messages';
import { ActionList } from './ActionList';
import { Greeting } from './Greeting';
import { TodaysSales } from './HomeCards';
import { MgRevenue } from './MgRevenue';

/**
 * MG (BUSOWNER) home, part 1 §2: Today's Sales with seats sold, and the seven-day revenue table and
 * chart; no Quick Actions. Loaded only for MG (screens/HomeScreen.tsx).
 */
export function MgHome() {
  const intl = useIntl();
  const summary = useMgSummary();
  const revenue = useTripRevenue();
  return (
    <Stack gap="md">
      <Greeting accountName={summary.data?.accountName} />
      <ActionList />
      <QueryState query={summary} what={intl.formatMessage(HOME_LABELS.summaryWhat)}>
        {(s) => (
          <TodaysSales
            revenue={s.revenue}
            seats={s.seatsSold}
            seatsLabel={intl.formatMessage(HOME_LABELS.seatsSold)}
            cancelledSeats={s.cancelledSeats}
            lastUpdatedAt={s.lastUpdatedAt}
          />
        )}
      </QueryState>
      <QueryState
        query={revenue}
        what={intl.formatMessage({ id: 'home.mgRevenue.what', defaultMessage: 'the revenue table' })}
      >
        {(rows) => <MgRevenue rows={rows} />}
      </QueryState>
    </Stack>
  );
}
