import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalendar, IconFileInvoice } from '@tabler/icons-react';
import { PAYOUT_MESSAGES, addDaysToDate, istDateOf, istStartOfDay } from '@oc/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { payoutsQuery } from '../api/payouts.api';
import { LastInvoice, PayoutCards, PayoutTable } from '../components/PayoutList';

type Range = [string | null, string | null];

/** Default: the last 90 days, so a quarter of weekly payouts shows. */
function defaultRange(): Range {
  const today = istDateOf(new Date());
  return [addDaysToDate(today, -89), today];
}

function toQuery([from, to]: Range): { fromDate?: number; toDate?: number } {
  if (!from || !to) return {};
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/** 'Payout DashBoard' (/payouts; part 1 §2, §7, §8). */
export default function PayoutsScreen() {
  const [range, setRange] = useState<Range>(defaultRange);
  const [applied, setApplied] = useState<Range>(defaultRange);
  const payouts = useQuery(payoutsQuery(toQuery(applied)));
  // The last invoice is the account's latest, whatever range the table shows.
  const all = useQuery(payoutsQuery({}));

  function onRange(value: DatesRangeValue<string>) {
    const next: Range = [value[0] ?? null, value[1] ?? null];
    setRange(next);
    // Both ends chosen, or the picker cleared (then every payout).
    if ((next[0] && next[1]) || (!next[0] && !next[1])) setApplied(next);
  }

  if (isApiError(payouts.error) && payouts.error.status === 403) {
    return (
      <Center py="xl">
        <Alert
          role="status"
          variant="light"
          color="gray"
          radius="md"
          title={PAYOUT_MESSAGES.title}
          maw={560}
          w="100%"
        >
          {payouts.error.message}
        </Alert>
      </Center>
    );
  }

  let content;
  if (payouts.isPending) {
    content = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payouts">
        <Skeleton height={84} radius="md" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={isMobile ? 150 : 44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (payouts.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle aria-hidden />}
        title="something went wrong"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Your payouts could not be loaded.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void payouts.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (payouts.data.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon variant="light" color="gray" size={48} radius="xl">
            <IconFileInvoice size={26} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed">{PAYOUT_MESSAGES.noData}</Text>
        </Stack>
      </Paper>
    );
  } else {
    const latest = all.data?.[0] ?? payouts.data[0];
    content = (
      <Stack gap="md">
        {latest ? <LastInvoice payout={latest} /> : null}
        <Paper
          withBorder
          radius="md"
          p={isMobile ? 0 : 'xs'}
          bg={isMobile ? 'transparent' : undefined}
          bd={isMobile ? 0 : undefined}
        >
          {isMobile ? <PayoutCards rows={payouts.data} /> : <PayoutTable rows={payouts.data} />}
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          {PAYOUT_MESSAGES.title}
        </Title>
        <DatePickerInput
          type="range"
          label="Billing period"
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={onRange}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={isMobile ? '100%' : 260}
          allowSingleDateInRange
          popoverProps={{ withinPortal: true }}
        />
      </Group>
      {content}
    </Stack>
  );
}
