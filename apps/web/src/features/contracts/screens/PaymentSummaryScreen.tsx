import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  CONTRACT_TEXTS,
  MONEY_MAX_RANGE_DAYS,
  PAYMENT_SUMMARY_DEFAULT_DAYS,
  addDaysToDate,
} from '@oc/contract';
import { Suspense, lazy, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RangeNote } from '../../../components/RangeNote';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, ErrorState, LoadingState, UnavailableState } from '../../../components/states/States';
import {
  cappedBounds,
  dayWindow,
  rangeFits,
  refusalMessage,
  type PickedRange,
} from '../../../lib/date-range';
import { isMobile } from '../../../lib/device';
import { formatDate, todayIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { apiText } from '../../../i18n/language';
import { usePaymentSummaries } from '../api/get-payment-summaries';
import { SummaryCards, SummaryTable, useSummaryExportColumns } from '../components/SummaryTable';
import { TableExport } from '../../../components/tables/TableExport';

const NetPayoutChart = lazy(() => import('../components/NetPayoutChart'));

type Range = [string, string];

/** §9: the last 28 days up to the end of today. */
function defaultRange(): Range {
  const today = todayIst();
  return [addDaysToDate(today, -(PAYMENT_SUMMARY_DEFAULT_DAYS - 1)), today];
}

/** Weekly payment summaries (/paymentSummary; part 2 §2, §3, §8 'No Summary Found', §9). */
export default function PaymentSummaryScreen() {
  const intl = useIntl();
  const [picked, setPicked] = useState<PickedRange>(defaultRange);
  const [range, setRange] = useState<Range>(defaultRange);
  // The end day counts whole: to its last millisecond.
  const { fromDate, toDate } = dayWindow(range[0], range[1]);
  const summaries = usePaymentSummaries(fromDate, toDate);
  const exportColumns = useSummaryExportColumns();
  // The server refuses a window over MONEY_MAX_RANGE_DAYS (400): the picker cannot make one, and
  // should a 400 still come, its own sentence shows (at the picker and in place of the list).
  const refused = refusalMessage(summaries.error);
  const refusal = refused === null ? null : apiText(refused);

  const loaded = summaries.data;
  useEffect(() => {
    if (loaded?.length === 0)
      showToast({ kind: 'info', message: CONTRACT_TEXTS.noSummary, id: 'no-summary' });
  }, [loaded]);

  function onRange(value: DatesRangeValue<string>) {
    // Cleared (or closed with one end): the default range again, in the picker and the list. Half
    // picked: the list stays on the last range and RangeNote says what is missing.
    const next: PickedRange = !value[0] && !value[1] ? defaultRange() : [value[0] ?? null, value[1] ?? null];
    setPicked(next);
    if (next[0] && next[1]) {
      // The picker's bounds keep a longer range from being picked; none is ever sent.
      if (rangeFits(next[0], next[1], MONEY_MAX_RANGE_DAYS)) setRange([next[0], next[1]]);
    }
  }

  const notInModel = notInModelOf(summaries.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

  let content;
  if (summaries.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'contracts.summary.loading',
          defaultMessage: 'Loading payment summaries',
        })}
      />
    );
  else if (refusal)
    content = (
      <ErrorState
        title={intl.formatMessage({
          id: 'contracts.summary.loadFailed',
          defaultMessage: "We couldn't load your payment summaries.",
        })}
        message={refusal}
      />
    );
  else if (summaries.isError)
    content = (
      <QueryError
        query={summaries}
        what={intl.formatMessage({ id: 'contracts.summary.what', defaultMessage: 'your payment summaries' })}
      />
    );
  else if (summaries.data.length === 0) content = <EmptyState message={apiText(CONTRACT_TEXTS.noSummary)} />;
  else
    content = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={4}>
            <FormattedMessage id="contracts.summary.chartTitle" defaultMessage="Net payout per week" />
          </Text>
          <Suspense
            fallback={
              <LoadingState
                label={intl.formatMessage({
                  id: 'contracts.summary.loadingChart',
                  defaultMessage: 'Loading chart',
                })}
                h={isMobile ? 220 : 260}
              />
            }
          >
            <NetPayoutChart rows={summaries.data} />
          </Suspense>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={isMobile ? 0 : 'xs'}
          bg={isMobile ? 'transparent' : undefined}
          bd={isMobile ? 0 : undefined}
        >
          {isMobile ? <SummaryCards rows={summaries.data} /> : <SummaryTable rows={summaries.data} />}
        </Paper>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            <FormattedMessage id="contracts.summary.title" defaultMessage="Payment Summary" />
          </Title>
          <TableExport
            name="payment-summary"
            title={intl.formatMessage({ id: 'contracts.summary.title', defaultMessage: 'Payment Summary' })}
            columns={exportColumns}
            rows={summaries.data ?? []}
          />
        </Group>
        <DatePickerInput
          type="range"
          label={intl.formatMessage({ id: 'contracts.summary.range', defaultMessage: 'Weeks between' })}
          description={intl.formatMessage(
            { id: 'contracts.summary.rangeHint', defaultMessage: 'Up to {days} days' },
            { days: String(MONEY_MAX_RANGE_DAYS) },
          )}
          valueFormat="DD/MM/YYYY"
          value={picked}
          onChange={onRange}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={isMobile ? '100%' : 260}
          allowSingleDateInRange
          {...cappedBounds(picked, MONEY_MAX_RANGE_DAYS)}
          error={refusal ?? undefined}
          popoverProps={{ withinPortal: true, returnFocus: true }}
          data-testid="summary-range"
        />
      </Group>
      <RangeNote range={picked} shown={`${formatDate(range[0])} – ${formatDate(range[1])}`} />
      {content}
    </Stack>
  );
}
