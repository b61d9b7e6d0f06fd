import { Grid, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { LoadingState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { homeViewOf } from '../../../lib/home-view';
import { lazyPreloadable } from '../../../lib/lazy';
import { resolveUserType } from '../../../lib/session';
import { useHomeSummary } from '../api/get-home-summary';
import { SalesTrend } from '../components/SalesTrend';
import { Greeting } from '../components/Greeting';
import { DealNotifications, QuickActions, TodaysSales } from '../components/HomeCards';
import { HOME_LABELS } from '../lib/messages';

/**
 * MG's home (its revenue table and chart, the contracts' schemas) is a chunk of its own, so the
 * other models' home does not load it; the route loads it with the screen (`loadHomeView`).
 */
const MgHome = lazyPreloadable<object>(() =>
  import('../components/MgHome').then((m) => ({ default: m.MgHome })),
);

// Home's first reads, asked for with this chunk when the app starts at / (app/router.tsx): here, so
// their code comes with the screen's instead of one request later.
export { prefetchHome } from '../api/prefetch';

/**
 * "Needs your attention" (issue 41) is a chunk of its own: its code (Mantine's parts it draws, the
 * one-tap assignment) stays off the first paint's files; the route loads it with the screen.
 */
const ActionList = lazyPreloadable<object>(() =>
  import('../components/ActionList').then((m) => ({ default: m.ActionList })),
);

/**
 * Loads the code of the acting model's home view (app/router.tsx, with this screen's chunk). The
 * action list's is asked for at once but not waited for: the screen (and its reads' observers)
 * mounts without it, and the list draws in its own Suspense boundary when its code is here.
 */
export async function loadHomeView(): Promise<void> {
  void ActionList.load().catch(() => undefined);
  if (homeViewOf(resolveUserType()) === 'mg') await MgHome.load();
}

/** The action list in a boundary of its own: a small loader in its place while its code comes. */
function Actions() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <LoadingState
          h={64}
          label={intl.formatMessage({
            id: 'home.actions.loading',
            defaultMessage: 'Loading what needs your attention',
          })}
        />
      }
    >
      <ActionList />
    </Suspense>
  );
}

/**
 * Home (/), part 1 §2: OPERATOR — Today's Sales, deal Notifications, Quick Actions; MG (BUSOWNER) —
 * Today's Sales with seats sold and the seven-day revenue table and chart, no Quick Actions;
 * ELECTRIC — Today's Sales. Every model's home starts with "Needs your attention" (issue 41:
 * components/ActionList.tsx); for CABOWNER (the spec's 'Coming Soon') it is the home.
 * Its reads start with its code when the app opens at / (api/prefetch.ts).
 */
export default function HomeScreen() {
  const type = resolveUserType();
  const view = homeViewOf(type);
  if (view === 'cab') return <CabHome />;
  if (view === 'mg') return <MgHome />;
  return <OperatorHome showDeals={type === 'OPERATOR'} />;
}

function OperatorHome({ showDeals }: { showDeals: boolean }) {
  const intl = useIntl();
  const summary = useHomeSummary();
  return (
    <Stack gap="md">
      <Greeting accountName={summary.data?.accountName} />
      <Actions />
      <QueryState query={summary} what={intl.formatMessage(HOME_LABELS.summaryWhat)}>
        {(s) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: isMobile || !showDeals ? 12 : 7 }}>
              <TodaysSales
                revenue={s.revenue}
                seats={s.confirmedSeats}
                seatsLabel={intl.formatMessage({
                  id: 'home.sales.confirmedSeats',
                  defaultMessage: 'Confirmed Seats',
                })}
                cancelledSeats={s.cancelledSeats}
                lastUpdatedAt={s.lastUpdatedAt}
              />
            </Grid.Col>
            {showDeals ? (
              <>
                <Grid.Col span={{ base: 12, md: isMobile ? 12 : 5 }}>
                  <DealNotifications aboutToExpire={s.dealsRenew} expired={s.dealsExpired} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <QuickActions />
                </Grid.Col>
              </>
            ) : null}
          </Grid>
        )}
      </QueryState>
      <SalesTrend />
    </Stack>
  );
}

/** The cab owner's home: the greeting and what needs them (driverless trips first). */
function CabHome() {
  return (
    <Stack gap="md">
      <Greeting accountName={undefined} />
      <Actions />
    </Stack>
  );
}
