import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconPlus, IconWallet } from '@tabler/icons-react';
import {
  WALLET_HISTORY_DAYS,
  WALLET_MAX_RANGE_DAYS,
  addDaysToDate,
  daysBetweenDates,
  istStartOfDay,
} from '@oc/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState, UnavailableState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { formatInr, todayIst } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { useWallet } from '../api/get-wallet';
import type { WalletWindow } from '../api/keys';
import { LowBalanceAlert } from '../components/LowBalanceAlert';
import { TopUpDialog } from '../components/TopUpDialog';
import {
  TransactionCards,
  TransactionTable,
  useTransactionExportColumns,
} from '../components/TransactionList';
import { TableExport } from '../../../components/tables/TableExport';
import { WALLET_TEXTS } from '../lib/messages';

type Range = [string | null, string | null];

/** The default filter: the last week, today included (part 1 §9). */
function defaultRange(): Range {
  const today = todayIst();
  return [addDaysToDate(today, -(WALLET_HISTORY_DAYS - 1)), today];
}

/** From 00:00 IST of the first day to the end of the last day (epoch ms; part 1 §5). */
function toWindow([from, to]: [string, string]): WalletWindow {
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/** Wallet (/wallet): balance, 'Top Up Wallet', date filter and transactions (part 1 §2, §4, §8). */
export default function WalletScreen() {
  const intl = useIntl();
  const [range, setRange] = useState<Range>(defaultRange);
  const [applied, setApplied] = useState<[string, string]>(() => defaultRange() as [string, string]);
  const [topUp, setTopUp] = useState(false);
  const wallet = useWallet();
  const transactions = useTransactions(toWindow(applied));
  const exportColumns = useTransactionExportColumns();

  // The wallet is for GDS and electric accounts: MG and cab accounts get the neutral notice.
  const notInModel = notInModelOf(wallet.error) ?? notInModelOf(transactions.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

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
      <LoadingState
        label={intl.formatMessage({ id: 'wallet.list.loading', defaultMessage: 'Loading transactions' })}
        h={180}
      />
    );
  } else if (transactions.isError) {
    // Part 1 §8's 'some error occured, please try again later' is a failed top-up's text, not this.
    list = (
      <QueryError
        query={transactions}
        what={intl.formatMessage({ id: 'wallet.list.what', defaultMessage: 'your transactions' })}
      />
    );
  } else if (transactions.data.length === 0) {
    list = <EmptyState message={intl.formatMessage(WALLET_TEXTS.noData)} />;
  } else {
    list = isMobile ? (
      <TransactionCards rows={transactions.data} />
    ) : (
      <TransactionTable rows={transactions.data} />
    );
  }

  const dateRange = intl.formatMessage({ id: 'wallet.list.dateRange', defaultMessage: 'Date range' });
  const transactionsTitle = intl.formatMessage({
    id: 'wallet.transactions.title',
    defaultMessage: 'Transactions',
  });
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        {intl.formatMessage({ id: 'wallet.title', defaultMessage: 'Wallet' })}
      </Title>
      <Paper withBorder radius="md" p={isMobile ? 'md' : 'lg'}>
        <Group justify="space-between" align="center" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={isMobile ? 44 : 52} radius="md" variant="light">
              <IconWallet size={isMobile ? 24 : 28} aria-hidden />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {intl.formatMessage({ id: 'wallet.balance', defaultMessage: 'Wallet Balance' })}
              </Text>
              {wallet.isPending ? (
                <Skeleton height={32} width={160} mt={4} />
              ) : wallet.isError ? (
                // Never ₹0.00 for a balance that did not load.
                <QueryError
                  query={wallet}
                  what={intl.formatMessage({ id: 'wallet.balanceWhat', defaultMessage: 'your balance' })}
                  compact
                />
              ) : (
                <Text fz={isMobile ? 26 : 32} fw={700} lh={1.2} data-testid="wallet-balance">
                  {formatInr(wallet.data.walletBalance)}
                </Text>
              )}
            </Stack>
          </Group>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setTopUp(true)}
            fullWidth={isMobile}
          >
            {intl.formatMessage({ id: 'wallet.topUp.title', defaultMessage: 'Top Up Wallet' })}
          </Button>
        </Group>
        {wallet.isSuccess ? (
          <Stack mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <LowBalanceAlert
              key={String(wallet.data.lowBalanceAlert)}
              current={wallet.data.lowBalanceAlert}
            />
          </Stack>
        ) : null}
      </Paper>

      <Paper withBorder radius="md" p={isMobile ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="sm" align="center">
              <Title order={3} fz={isMobile ? 16 : 18}>
                {transactionsTitle}
              </Title>
              <TableExport
                name="wallet-transactions"
                title={transactionsTitle}
                columns={exportColumns}
                rows={transactions.data ?? []}
              />
            </Group>
            <DatePickerInput
              type="range"
              label={dateRange}
              valueFormat="DD/MM/YYYY"
              value={range}
              onChange={onRange}
              maxDate={todayIst()}
              error={
                tooLong
                  ? intl.formatMessage(WALLET_TEXTS.rangeTooLong, { days: WALLET_MAX_RANGE_DAYS })
                  : undefined
              }
              leftSection={<IconCalendar size={16} aria-hidden />}
              w={isMobile ? '100%' : 260}
              allowSingleDateInRange
              popoverProps={{ withinPortal: true, returnFocus: true }}
            />
          </Group>
          {list}
        </Stack>
      </Paper>
      <TopUpDialog opened={topUp} onClose={() => setTopUp(false)} />
    </Stack>
  );
}
