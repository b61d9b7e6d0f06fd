import { todayIst } from '../../../lib/format';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { PAYOUT_MESSAGES, addDaysToDate, istStartOfDay } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState, UnavailableState } from '../../../components/states/States';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { usePayouts } from '../api/get-payouts';
import type { PayoutRange } from '../api/keys';
import { LastInvoice, PayoutCards, PayoutTable, usePayoutExportColumns } from '../components/PayoutList';
import { TableExport } from '../../../components/tables/TableExport';

const PayoutsChart = lazy(() => import('../components/PayoutsChart'));

type Range = [string | null, string | null];

const TEXT = defineMessages({
  /** Part 1 §2's title (the contract's PAYOUT_MESSAGES.title). */
  title: { id: 'payouts.screen.title', defaultMessage: 'Payout DashBoard' },
  chartTitle: { id: 'payouts.chart.title', defaultMessage: 'Payouts over time' },
  loading: { id: 'payouts.screen.loading', defaultMessage: 'Loading payouts' },
  what: { id: 'payouts.screen.what', defaultMessage: 'your payouts' },
  billingPeriod: { id: 'payouts.screen.billingPeriod', defaultMessage: 'Billing period' },
});

/** Default: the last 90 days, so a quarter of weekly payouts shows. */
function defaultRange(): Range {
  const today = todayIst();
  return [addDaysToDate(today, -89), today];
}

function toQuery([from, to]: Range): PayoutRange {
  if (!from || !to) return {};
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/** 'Payout DashBoard' (/payouts; part 1 §2, §7, §8). */
export default function PayoutsScreen() {
  const intl = useIntl();
  const [range, setRange] = useState<Range>(defaultRange);
  const [applied, setApplied] = useState<Range>(defaultRange);
  const payouts = usePayouts(toQuery(applied));
  // The last invoice is the account's latest, whatever range the table shows.
  const all = usePayouts();
  const exportColumns = usePayoutExportColumns();

  function onRange(value: DatesRangeValue<string>) {
    const next: Range = [value[0] ?? null, value[1] ?? null];
    setRange(next);
    // Both ends chosen, or the picker cleared (then every payout).
    if ((next[0] && next[1]) || (!next[0] && !next[1])) setApplied(next);
  }

  const notInModel = notInModelOf(payouts.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

  let content;
  if (payouts.isPending) {
    content = <LoadingState label={intl.formatMessage(TEXT.loading)} />;
  } else if (payouts.isError) {
    content = <QueryError query={payouts} what={intl.formatMessage(TEXT.what)} />;
  } else if (payouts.data.length === 0) {
    content = <EmptyState message={apiText(PAYOUT_MESSAGES.noData)} />;
  } else {
    const latest = all.data?.[0] ?? payouts.data[0];
    content = (
      <Stack gap="md">
        {latest ? <LastInvoice payout={latest} /> : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="xs">
            <Text fw={600}>{intl.formatMessage(TEXT.chartTitle)}</Text>
            <Suspense fallback={<LoadingState label={intl.formatMessage(TEXT.chartTitle)} h={240} />}>
              <PayoutsChart rows={payouts.data} title={intl.formatMessage(TEXT.chartTitle)} />
            </Suspense>
          </Stack>
        </Paper>
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
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage(TEXT.title)}
          </Title>
          <TableExport
            name="payouts"
            title={intl.formatMessage(TEXT.title)}
            columns={exportColumns}
            rows={payouts.data ?? []}
          />
        </Group>
        <DatePickerInput
          type="range"
          label={intl.formatMessage(TEXT.billingPeriod)}
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={onRange}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={isMobile ? '100%' : 260}
          allowSingleDateInRange
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
      </Group>
      {content}
    </Stack>
  );
}
