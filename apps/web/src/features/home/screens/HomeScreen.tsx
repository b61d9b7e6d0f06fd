import { Center, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HOME_TEXTS } from '@oc/contract';
import { IconHourglass } from '@tabler/icons-react';
import { QueryState } from '../../../components/states/QueryState';
import { isMobile } from '../../../lib/device';
import { getTokenPayload, personName, resolveUserType, tokenAccountName } from '../../../lib/session';
import { useHomeSummary } from '../api/get-home-summary';
import { useMgSummary } from '../api/get-mg-summary';
import { homeViewOf } from '../api/prefetch';
import { useTripRevenue } from '../api/get-trip-revenue';
import { DealNotifications, QuickActions, TodaysSales } from '../components/HomeCards';
import { MgRevenue } from '../components/MgRevenue';

/**
 * Home (/), part 1 §2: OPERATOR — Today's Sales, deal Notifications, Quick Actions; MG (BUSOWNER) —
 * Today's Sales with seats sold and the seven-day revenue table and chart, no Quick Actions;
 * ELECTRIC — Today's Sales; CABOWNER — the 'Coming Soon' view (docs/architecture.md, KYC and home).
 * Its reads start with its code when the app opens at / (api/prefetch.ts).
 */
export default function HomeScreen() {
  const type = resolveUserType();
  const view = homeViewOf(type);
  if (view === 'comingSoon') return <ComingSoon />;
  if (view === 'mg') return <MgHome />;
  return <OperatorHome showDeals={type === 'OPERATOR'} />;
}

/**
 * 'Welcome, <the person>' with the acting account beneath it (docs/ui.md "Identity"); the account
 * line keeps its place while the summary that names it loads, so nothing below moves.
 */
function Greeting({ accountName }: { accountName: string | undefined }) {
  const payload = getTokenPayload();
  const name = personName(payload);
  const account = accountName ?? tokenAccountName(resolveUserType(payload), payload);
  return (
    <Stack gap={0}>
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        Home
      </Title>
      {name ? (
        <>
          <Text size="sm" fw={500} data-testid="welcome">
            Welcome, {name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="welcome-account" aria-hidden={account ? undefined : true}>
            {account ?? '\u00a0'}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

function OperatorHome({ showDeals }: { showDeals: boolean }) {
  const summary = useHomeSummary();
  return (
    <Stack gap="md">
      <Greeting accountName={summary.data?.accountName} />
      <QueryState query={summary} what="the home summary">
        {(s) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: isMobile || !showDeals ? 12 : 7 }}>
              <TodaysSales
                revenue={s.revenue}
                seats={s.confirmedSeats}
                seatsLabel="Confirmed Seats"
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
    </Stack>
  );
}

function MgHome() {
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

function ComingSoon() {
  return (
    <Center py={80} data-testid="coming-soon">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglass size={34} />
        </ThemeIcon>
        <Title order={3}>{HOME_TEXTS.comingSoon}</Title>
      </Stack>
    </Center>
  );
}
