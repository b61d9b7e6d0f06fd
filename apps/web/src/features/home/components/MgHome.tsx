import { Stack } from '@mantine/core';
import { QueryState } from '../../../components/states/QueryState';
import { useMgSummary } from '../api/get-mg-summary';
import { useTripRevenue } from '../api/get-trip-revenue';
import { Greeting } from './Greeting';
import { TodaysSales } from './HomeCards';
import { MgRevenue } from './MgRevenue';

/**
 * MG (BUSOWNER) home, part 1 §2: Today's Sales with seats sold, and the seven-day revenue table and
 * chart; no Quick Actions. Loaded only for MG (screens/HomeScreen.tsx).
 */
export function MgHome() {
  const summary = useMgSummary();
  const revenue = useTripRevenue();
  return (
    <Stack gap="md">
      <Greeting accountName={summary.data?.accountName} />
      <QueryState query={summary} what="the home summary">
        {(s) => (
          <TodaysSales
            revenue={s.revenue}
            seats={s.seatsSold}
            seatsLabel="Seats Sold"
            cancelledSeats={s.cancelledSeats}
            lastUpdatedAt={s.lastUpdatedAt}
          />
        )}
      </QueryState>
      <QueryState query={revenue} what="the revenue table">
        {(rows) => <MgRevenue rows={rows} />}
      </QueryState>
    </Stack>
  );
}
