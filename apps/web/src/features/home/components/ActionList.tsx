import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { ROUTES, type ActionTrip, type HomeAction, type SuggestedDriver } from '@oc/contract';
import {
  IconCalendarX,
  IconCircleCheck,
  IconFileText,
  IconId,
  IconReceiptRefund,
  IconStarOff,
  IconSteeringWheel,
  IconTag,
  IconWallet,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/states/QueryState';
import { errorMessage } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { formatDate, formatInr, formatTimeIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { cabKeys } from '../../cab/api/keys';
import { useHomeActions } from '../api/get-home-actions';
import { homeKeys } from '../api/keys';
import { SectionCard } from './HomeCards';

const tripLink = (id: string) => `${ROUTES.tripDetails}?_id=${encodeURIComponent(id)}`;

/** What one kind says, where it leads and how it looks. */
interface ActionView {
  icon: ReactNode;
  color: string;
  text: string;
  link: { to: string; label: string };
}

function viewOf(item: HomeAction, intl: IntlShape): ActionView {
  const f = intl.formatMessage;
  switch (item.kind) {
    case 'tripsWithoutDriver':
      return {
        icon: <IconSteeringWheel size={18} aria-hidden />,
        color: 'red',
        text: f(
          {
            id: 'home.actions.tripsWithoutDriver',
            defaultMessage:
              '{count, plural, one {# trip in the next 2 hours has no driver} other {# trips in the next 2 hours have no driver}}',
          },
          { count: item.count },
        ),
        link: { to: ROUTES.trips, label: f({ id: 'home.actions.viewTrips', defaultMessage: 'View trips' }) },
      };
    case 'tripContractsEnding':
      return {
        icon: <IconCalendarX size={18} aria-hidden />,
        color: 'orange',
        text: f(
          {
            id: 'home.actions.tripContractsEnding',
            defaultMessage:
              '{count, plural, one {# trip this week starts after its contract ends and will not be paid} other {# trips this week start after their contract ends and will not be paid}}',
          },
          { count: item.count },
        ),
        link: {
          to: ROUTES.fmlmPaymentSummary,
          label: f({ id: 'home.actions.viewPayments', defaultMessage: 'View payment summary' }),
        },
      };
    case 'contractsEnding':
      return {
        icon: <IconFileText size={18} aria-hidden />,
        color: item.expired > 0 ? 'red' : 'orange',
        text: f(
          {
            id: 'home.actions.contractsEnding',
            defaultMessage:
              '{expired, plural, =0 {} one {# contract expired} other {# contracts expired}}{both, select, yes {, } other {}}{expiring, plural, =0 {} one {# contract ends within 14 days} other {# contracts end within 14 days}}',
          },
          {
            expired: item.expired,
            expiring: item.expiring,
            both: item.expired > 0 && item.expiring > 0 ? 'yes' : 'no',
          },
        ),
        link: {
          to: ROUTES.serviceContracts,
          label: f({ id: 'home.actions.viewContracts', defaultMessage: 'View contracts' }),
        },
      };
    case 'weeklyStatement':
      return {
        icon: <IconFileText size={18} aria-hidden />,
        color: 'blue',
        text: f(
          {
            id: 'home.actions.weeklyStatement',
            defaultMessage: 'The statement for {from} – {to} is ready: net payable {net}',
          },
          {
            from: formatDate(item.weekStartDate),
            to: formatDate(item.weekEndDate),
            net: formatInr(item.net),
          },
        ),
        link: {
          to: ROUTES.paymentSummary,
          label: f({ id: 'home.actions.viewStatement', defaultMessage: 'View statement' }),
        },
      };
    case 'lowRatings':
      return {
        icon: <IconStarOff size={18} aria-hidden />,
        color: 'orange',
        text: f(
          {
            id: 'home.actions.lowRatings',
            defaultMessage:
              '{count, plural, one {# rating of 1 or 2 stars} other {# ratings of 1 or 2 stars}} in the last 7 days to read',
          },
          { count: item.count },
        ),
        link: {
          to: ROUTES.feedbackDetails,
          label: f({ id: 'home.actions.readFeedback', defaultMessage: 'Read feedback' }),
        },
      };
    case 'claimsWaiting':
      return {
        icon: <IconReceiptRefund size={18} aria-hidden />,
        color: 'blue',
        text: f(
          {
            id: 'home.actions.claimsWaiting',
            defaultMessage:
              '{count, plural, one {# claim} other {# claims}} ({amount}) waiting for a decision',
          },
          { count: item.count, amount: formatInr(item.amount) },
        ),
        link: {
          to: ROUTES.reimbursements,
          label: f({ id: 'home.actions.viewClaims', defaultMessage: 'View claims' }),
        },
      };
    case 'dealsEnding':
      return {
        icon: <IconTag size={18} aria-hidden />,
        color: 'orange',
        text: f(
          {
            id: 'home.actions.dealsEnding',
            defaultMessage: '{count, plural, one {# deal ends} other {# deals end}} within 7 days',
          },
          { count: item.count },
        ),
        link: {
          to: ROUTES.operatorDealsDetails,
          label: f({ id: 'home.notifications.viewDeals', defaultMessage: 'View deals' }),
        },
      };
    case 'kycLeft':
      return {
        icon: <IconId size={18} aria-hidden />,
        color: 'orange',
        text: f(
          {
            id: 'home.actions.kycLeft',
            defaultMessage:
              '{left, plural, one {# KYC document} other {# KYC documents}} of {total} still to verify',
          },
          { left: item.left, total: item.total },
        ),
        link: {
          to: ROUTES.kyc,
          label: f({ id: 'home.actions.completeKyc', defaultMessage: 'Complete KYC' }),
        },
      };
    case 'walletLow':
      return {
        icon: <IconWallet size={18} aria-hidden />,
        color: 'red',
        text: f(
          {
            id: 'home.actions.walletLow',
            defaultMessage: 'Wallet balance {balance} is below your alert of {threshold}',
          },
          { balance: formatInr(item.balance), threshold: formatInr(item.threshold) },
        ),
        link: { to: ROUTES.wallet, label: f({ id: 'home.actions.addMoney', defaultMessage: 'Add money' }) },
      };
  }
}

/**
 * The cab calls a one-tap assignment makes, loaded on the tap: their declarations (the cab
 * contract, zod's classic build) stay off home's first paint (docs/performance.md).
 */
const cabCalls = () =>
  Promise.all([
    import('../../cab/api/check-driver-overlaps'),
    import('../../cab/api/assign-driver'),
    import('../../cab/api/send-driver-communication'),
  ]);

/**
 * Assigns the suggested driver in one tap: checks for an overlap first (the suggestion was free when
 * home was read); on an overlap or a refusal the trip opens, where the full form explains. The
 * driver gets the SMS as after any assignment.
 */
function QuickAssign({ trip, driver }: { trip: ActionTrip; driver: SuggestedDriver }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openTrip = (message: string) => {
    showToast({ kind: 'info', message, id: `home-assign-${trip.id}` });
    void navigate(tripLink(trip.id));
  };
  const smsFailed = () =>
    showToast({
      kind: 'error',
      message: intl.formatMessage({
        id: 'cab.assign.smsFailed',
        defaultMessage: 'The driver was assigned, but the SMS to the driver could not be sent.',
      }),
      id: `cab-driver-sms-${trip.id}`,
    });
  const assign = useMutation({
    mutationFn: async (): Promise<'assigned' | 'busy'> => {
      const [{ checkDriverOverlaps }, { assignDriver }, { sendDriverCommunication }] = await cabCalls();
      const body = {
        _id: trip.id,
        driverMobileNo: Number(driver.driverMobileNo),
        driverName: driver.driverName,
        rcNumber: driver.rcNumber,
      };
      // The warning is advice: when it cannot be had, the assignment itself decides.
      const overlaps = await checkDriverOverlaps(body).catch(() => []);
      if (overlaps.length > 0) return 'busy';
      await assignDriver(body);
      sendDriverCommunication({ _id: trip.id, event: 'driverAssignedCabBookingGroup' }).catch(smsFailed);
      return 'assigned';
    },
    onSuccess: (outcome) => {
      if (outcome === 'busy')
        return openTrip(
          intl.formatMessage(
            {
              id: 'home.actions.nowBusy',
              defaultMessage: '{name} is now on another trip at this time. Choose a driver here.',
            },
            { name: driver.driverName },
          ),
        );
      showToast({
        kind: 'success',
        message: intl.formatMessage(
          { id: 'home.actions.assigned', defaultMessage: '{name} is assigned to trip {trip}.' },
          { name: driver.driverName, trip: trip.groupCode },
        ),
        id: `home-assign-${trip.id}`,
      });
    },
    onError: (err) =>
      openTrip(
        intl.formatMessage(
          { id: 'home.actions.assignFailed', defaultMessage: 'Could not assign {name}: {reason}' },
          { name: driver.driverName, reason: errorMessage(err) },
        ),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.actions() }),
        queryClient.invalidateQueries({ queryKey: cabKeys.all() }),
      ]),
  });
  return (
    <Button
      size="xs"
      loading={assign.isPending}
      data-testid="quick-assign"
      aria-label={intl.formatMessage(
        {
          id: 'home.actions.assignLabel',
          defaultMessage: 'Assign {name} to trip {trip}, vehicle {rc}',
        },
        { name: driver.driverName, rc: driver.rcNumber, trip: trip.groupCode },
      )}
      onClick={() => assign.mutate()}
    >
      {intl.formatMessage(
        { id: 'home.actions.assignDriver', defaultMessage: 'Assign {name}' },
        { name: driver.driverName },
      )}
    </Button>
  );
}

function DriverlessTrips({ trips, now }: { trips: ActionTrip[]; now: number }) {
  const intl = useIntl();
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {trips.map((t) => (
        <Card
          key={t.id}
          component="li"
          withBorder
          radius="md"
          px="sm"
          py={8}
          data-testid="driverless-trip"
          data-trip-id={t.id}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                <Text span ff="monospace" fw={700} size="sm">
                  {t.groupCode}
                </Text>{' '}
                · {t.from} - {t.to}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(
                  { id: 'home.actions.startsIn', defaultMessage: 'Starts {time} ({relative})' },
                  {
                    time: formatTimeIst(t.startTime),
                    relative: intl.formatRelativeTime(
                      Math.max(0, Math.round((t.startTime - now) / 60_000)),
                      'minute',
                    ),
                  },
                )}
                {t.suggestedDriver
                  ? ` · ${intl.formatMessage(
                      { id: 'home.actions.suggested', defaultMessage: 'Free: {name}, {rc}' },
                      { name: t.suggestedDriver.driverName, rc: t.suggestedDriver.rcNumber },
                    )}`
                  : ''}
              </Text>
            </Stack>
            <Group
              gap="xs"
              wrap="wrap"
              justify={isMobile ? 'space-between' : undefined}
              w={isMobile ? '100%' : undefined}
            >
              {t.suggestedDriver ? <QuickAssign trip={t} driver={t.suggestedDriver} /> : null}
              <Button
                size="xs"
                variant={t.suggestedDriver ? 'subtle' : 'light'}
                component={Link}
                to={tripLink(t.id)}
                aria-label={intl.formatMessage(
                  { id: 'home.actions.chooseDriverLabel', defaultMessage: 'Choose driver for trip {trip}' },
                  { trip: t.groupCode },
                )}
              >
                {intl.formatMessage({ id: 'home.actions.chooseDriver', defaultMessage: 'Choose driver' })}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function ActionRow({ item, now }: { item: HomeAction; now: number }) {
  const intl = useIntl();
  const view = viewOf(item, intl);
  const link = (
    <Anchor component={Link} to={view.link.to} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {view.link.label}
    </Anchor>
  );
  return (
    <Stack gap={8} component="li" data-testid="home-action" data-kind={item.kind}>
      <Group wrap="nowrap" gap="sm" justify="space-between" align="flex-start">
        <Group wrap="nowrap" gap="sm" miw={0} align="flex-start">
          <ThemeIcon variant="light" color={view.color} radius="xl" size="lg">
            {view.icon}
          </ThemeIcon>
          {/* Phone: the link under the sentence, so a long one never squeezes it. */}
          <Stack gap={2} pt={6} miw={0}>
            <Text size="sm" data-testid="home-action-text">
              {view.text}
            </Text>
            {isMobile ? link : null}
          </Stack>
        </Group>
        {isMobile ? null : <Group pt={6}>{link}</Group>}
      </Group>
      {item.kind === 'tripsWithoutDriver' ? <DriverlessTrips trips={item.trips} now={now} /> : null}
    </Stack>
  );
}

/**
 * Home's "Needs your attention" (issue 41): what the acting account should do now, by business
 * model, each item opening the screen that resolves it; a cab's driverless trips can take their
 * suggested driver in one tap. "All clear" when nothing waits.
 */
export function ActionList() {
  const intl = useIntl();
  const actions = useHomeActions();
  return (
    <SectionCard
      title={intl.formatMessage({ id: 'home.actions.title', defaultMessage: 'Needs your attention' })}
      testId="home-actions"
    >
      <QueryState
        query={actions}
        what={intl.formatMessage({ id: 'home.actions.what', defaultMessage: 'what needs your attention' })}
      >
        {(a) =>
          a.items.length === 0 ? (
            <Group gap="sm" wrap="nowrap" data-testid="home-actions-clear">
              <ThemeIcon variant="light" color="teal" radius="xl" size="lg">
                <IconCircleCheck size={18} aria-hidden />
              </ThemeIcon>
              <Text size="sm">
                {intl.formatMessage({
                  id: 'home.actions.clear',
                  defaultMessage: 'All clear: nothing needs you right now.',
                })}
              </Text>
            </Group>
          ) : (
            <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {a.items.map((item) => (
                <ActionRow key={item.kind} item={item} now={actions.dataUpdatedAt || Date.now()} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
