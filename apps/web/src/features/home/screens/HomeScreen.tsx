import { Alert, Button, Center, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HOME_TEXTS } from '@oc/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NotRegisteredNotice } from '../../../components/NotRegisteredNotice';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { displayName, getTokenPayload, resolveUserType } from '../../../lib/session';
import { homeSummaryQuery, mgSummaryQuery, tripRevenueQuery } from '../api/home.api';
import { DealNotifications, QuickActions, TodaysSales } from '../components/HomeCards';
import { MgRevenue } from '../components/MgRevenue';

/**
 * Home (/), part 1 §2: OPERATOR — Today's Sales, deal Notifications, Quick Actions; MG (BUSOWNER) —
 * Today's Sales with seats sold and the seven-day revenue table and chart, no Quick Actions;
 * ELECTRIC — Today's Sales; CABOWNER — the 'Coming Soon' view (docs/architecture.md, KYC and home).
 */
export default function HomeScreen() {
  const type = resolveUserType();
  if (type === 'CABOWNER') return <ComingSoon />;
  if (type === 'BUSOWNER') return <MgHome />;
  return <OperatorHome showDeals={type === 'OPERATOR'} />;
}

function Greeting() {
  const name = displayName(resolveUserType(), getTokenPayload());
  return (
    <Stack gap={0}>
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        Home
      </Title>
      {name ? (
        <Text size="sm" c="dimmed">
          Welcome, {name}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Loading, not-registered and error states shared by the home variants. */
function QueryState({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotRegistered) return <NotRegisteredNotice />;
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not load the home summary">
        <Stack gap="xs" align="flex-start">
          {errorMessage(query.error, HOME_TEXTS.noData)}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}

function OperatorHome({ showDeals }: { showDeals: boolean }) {
  const summary = useQuery(homeSummaryQuery());
  const s = summary.data;
  return (
    <Stack gap="md">
      <Greeting />
      <QueryState query={summary}>
        {s ? (
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
        ) : null}
      </QueryState>
    </Stack>
  );
}

function MgHome() {
  const summary = useQuery(mgSummaryQuery());
  const revenue = useQuery(tripRevenueQuery());
  return (
    <Stack gap="md">
      <Greeting />
      <QueryState query={summary}>
        {summary.data ? (
          <TodaysSales
            revenue={summary.data.revenue}
            seats={summary.data.seatsSold}
            seatsLabel="Seats Sold"
            cancelledSeats={summary.data.cancelledSeats}
            lastUpdatedAt={summary.data.lastUpdatedAt}
          />
        ) : null}
      </QueryState>
      <QueryState query={revenue}>{revenue.data ? <MgRevenue rows={revenue.data} /> : null}</QueryState>
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
