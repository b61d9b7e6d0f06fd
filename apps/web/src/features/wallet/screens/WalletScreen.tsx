import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalendar, IconPlus, IconReceipt, IconWallet } from '@tabler/icons-react';
import {
  WALLET_HISTORY_DAYS,
  WALLET_MAX_RANGE_DAYS,
  WALLET_MESSAGES,
  addDaysToDate,
  daysBetweenDates,
  formatInr,
  istDateOf,
  istStartOfDay,
} from '@oc/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { transactionsQuery, walletQuery } from '../api/wallet.api';
import { TopUpDialog } from '../components/TopUpDialog';
import { TransactionCards, TransactionTable } from '../components/TransactionList';

type Range = [string | null, string | null];

/** The default filter: the last week, today included (part 1 §9). */
function defaultRange(): Range {
  const today = istDateOf(new Date());
  return [addDaysToDate(today, -(WALLET_HISTORY_DAYS - 1)), today];
}

/** From 00:00 IST of the first day to the end of the last day (epoch ms; part 1 §5). */
function toWindow([from, to]: [string, string]): { fromDate: number; toDate: number } {
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/** Wallet (/wallet): balance, 'Top Up Wallet', date filter and transactions (part 1 §2, §4, §8). */
export default function WalletScreen() {
  const [range, setRange] = useState<Range>(defaultRange);
  const [applied, setApplied] = useState<[string, string]>(() => defaultRange() as [string, string]);
  const [topUp, setTopUp] = useState(false);
  const wallet = useQuery(walletQuery());
  const win = toWindow(applied);
  const transactions = useQuery(transactionsQuery(win.fromDate, win.toDate));

  if (isApiError(wallet.error) && wallet.error.status === 403) {
    return (
      <Center py="xl">
        <Alert role="status" variant="light" color="gray" radius="md" title="Wallet" maw={560} w="100%">
          {wallet.error.message}
        </Alert>
      </Center>
    );
  }

  // Both ends count (the end is taken to the end of its day), as the server measures the window.
  const tooLong =
    range[0] !== null && range[1] !== null && daysBetweenDates(range[0], range[1]) >= WALLET_MAX_RANGE_DAYS;

  function onRange(value: DatesRangeValue<string>) {
    const next: Range = [value[0] ?? null, value[1] ?? null];
    setRange(next);
    if (next[0] && next[1] && daysBetweenDates(next[0], next[1]) < WALLET_MAX_RANGE_DAYS)
      setApplied([next[0], next[1]]);
  }

  let list;
  if (transactions.isPending) {
    list = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading transactions">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={isMobile ? 58 : 44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (transactions.isError) {
    list = (
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle aria-hidden />}
        title={WALLET_MESSAGES.topUpFailed}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {isApiError(transactions.error) && transactions.error.status === 400
              ? transactions.error.message
              : 'Your transactions could not be loaded.'}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void transactions.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (transactions.data.length === 0) {
    list = (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconReceipt size={26} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed">{WALLET_MESSAGES.noData}</Text>
      </Stack>
    );
  } else {
    list = isMobile ? (
      <TransactionCards rows={transactions.data} />
    ) : (
      <TransactionTable rows={transactions.data} />
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        Wallet
      </Title>
      <Paper withBorder radius="md" p={isMobile ? 'md' : 'lg'}>
        <Group justify="space-between" align="center" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={isMobile ? 44 : 52} radius="md" variant="light">
              <IconWallet size={isMobile ? 24 : 28} aria-hidden />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Wallet Balance
              </Text>
              {wallet.isPending ? (
                <Skeleton height={32} width={160} mt={4} />
              ) : (
                <Text fz={isMobile ? 26 : 32} fw={700} lh={1.2} data-testid="wallet-balance">
                  {wallet.isError ? formatInr(null) : formatInr(wallet.data.walletBalance)}
                </Text>
              )}
            </Stack>
          </Group>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setTopUp(true)}
            fullWidth={isMobile}
          >
            Top Up Wallet
          </Button>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={isMobile ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={3} fz={isMobile ? 16 : 18}>
              Transactions
            </Title>
            <DatePickerInput
              type="range"
              label="Date range"
              aria-label="Date range"
              valueFormat="DD/MM/YYYY"
              value={range}
              onChange={onRange}
              maxDate={istDateOf(new Date())}
              error={tooLong ? WALLET_MESSAGES.rangeTooLong : undefined}
              leftSection={<IconCalendar size={16} aria-hidden />}
              w={isMobile ? '100%' : 260}
              allowSingleDateInRange
              popoverProps={{ withinPortal: true }}
            />
          </Group>
          {list}
        </Stack>
      </Paper>
      <TopUpDialog opened={topUp} onClose={() => setTopUp(false)} />
    </Stack>
  );
}
