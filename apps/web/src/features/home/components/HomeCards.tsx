import { Anchor, Button, Card, Grid, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { ROUTES } from '@oc/contract';
import { IconAlarm, IconCalendarX, IconPlus, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDateTime, formatInr } from '../../../lib/format';
import { HOME_LABELS, HOME_MESSAGES } from '../lib/messages';

export function SectionCard({
  title,
  scope,
  children,
  testId,
}: {
  title: string;
  /** What the figures count, under the title ('Bookings made today (IST), for any travel date'). */
  scope?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {title}
          </Text>
          {scope ? (
            <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-scope` : undefined}>
              {scope}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={22} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Today's Sales: revenue, confirmed (MG: sold) seats, cancelled seats, last updated at. The card
 * says what it counts (bookings made today, any travel date), as the MG table says it counts trips
 * by travel date: the two differ for today by definition, and each is labelled.
 */
export function TodaysSales({
  revenue,
  seats,
  seatsLabel,
  cancelledSeats,
  lastUpdatedAt,
}: {
  revenue: number;
  seats: number;
  seatsLabel: string;
  cancelledSeats: number;
  lastUpdatedAt: string;
}) {
  const intl = useIntl();
  return (
    <SectionCard
      title={intl.formatMessage(HOME_MESSAGES.todaysSales)}
      scope={intl.formatMessage(HOME_MESSAGES.todaysSalesScope)}
      testId="todays-sales"
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <Figure
            label={intl.formatMessage(HOME_LABELS.revenue)}
            value={formatInr(revenue)}
            testId="sales-revenue"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Figure label={seatsLabel} value={String(seats)} testId="sales-seats" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Figure
            label={intl.formatMessage({ id: 'home.sales.cancelledSeats', defaultMessage: 'Cancelled Seats' })}
            value={String(cancelledSeats)}
            testId="sales-cancelled"
          />
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed" data-testid="sales-updated">
        {intl.formatMessage(
          {
            id: 'home.sales.updated',
            defaultMessage:
              'Last updated at {time} · figures update as sales come in, at least every 2 hours',
          },
          { time: formatDateTime(lastUpdatedAt) || '-' },
        )}
      </Text>
    </SectionCard>
  );
}

function NotificationRow({
  icon,
  color,
  text,
  testId,
}: {
  icon: ReactNode;
  color: string;
  text: string;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Group wrap="nowrap" gap="sm" justify="space-between">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <ThemeIcon variant="light" color={color} radius="xl" size="lg">
          {icon}
        </ThemeIcon>
        <Text size="sm" data-testid={testId}>
          {text}
        </Text>
      </Group>
      <Anchor
        component={Link}
        to={ROUTES.operatorDealsDetails}
        size="sm"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        {intl.formatMessage({ id: 'home.notifications.viewDeals', defaultMessage: 'View deals' })}
      </Anchor>
    </Group>
  );
}

/** Notifications of deal expiry: about to expire and expired, each linking to the deals list. */
export function DealNotifications({ aboutToExpire, expired }: { aboutToExpire: number; expired: number }) {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage(HOME_MESSAGES.notifications)} testId="notifications">
      <NotificationRow
        icon={<IconAlarm size={18} />}
        color="orange"
        text={intl.formatMessage(
          {
            id: 'home.notifications.aboutToExpire',
            defaultMessage: '{count, plural, one {# deal about to expire} other {# deals about to expire}}',
          },
          { count: aboutToExpire },
        )}
        testId="deals-renew"
      />
      <NotificationRow
        icon={<IconCalendarX size={18} />}
        color="red"
        text={intl.formatMessage(
          {
            id: 'home.notifications.expired',
            defaultMessage: '{count, plural, one {# deal expired} other {# deals expired}}',
          },
          { count: expired },
        )}
        testId="deals-expired"
      />
    </SectionCard>
  );
}

export function QuickActions() {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage(HOME_MESSAGES.quickActions)} testId="quick-actions">
      <Group>
        <Button component={Link} to={ROUTES.deals} leftSection={<IconPlus size={16} />}>
          {intl.formatMessage(HOME_MESSAGES.createDeal)}
        </Button>
        {/* The wallet is the operator's too (top-ups), but the spec's menu has no entry for it. */}
        <Button component={Link} to={ROUTES.wallet} variant="light" leftSection={<IconWallet size={16} />}>
          {intl.formatMessage({ id: 'home.quickActions.wallet', defaultMessage: 'Wallet' })}
        </Button>
      </Group>
    </SectionCard>
  );
}
