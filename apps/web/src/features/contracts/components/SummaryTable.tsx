import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { fractionToPercent, type PaymentSummary } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardFields } from '../../../components/CardFields';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { WideTable } from '../../../components/tables/WideTable';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format';
import { SummaryDownload, SummaryShare } from './SummaryDownload';

/** The week a summary covers: '16/11/2026 – 22/11/2026' (its start and end dates, §3). */
const weekText = (s: PaymentSummary) => `${formatDate(s.weekStartDate)} – ${formatDate(s.weekEndDate)}`;

/**
 * Every §3 field of a weekly summary as label and text (percentages ×100, §9): the week first (the
 * pinned column of the wide table, the card's title on a phone), then the net amount, so the figure
 * that is paid is in view without scrolling the wide table sideways.
 */
const FIELD = defineMessages({
  week: { id: 'contracts.summary.week', defaultMessage: 'Week' },
  net: { id: 'contracts.summary.net', defaultMessage: 'Net Amount To Be Released' },
  operator: { id: 'contracts.summary.operatorName', defaultMessage: 'Operator Name' },
  commercial: { id: 'contracts.summary.commercialPercent', defaultMessage: 'Commercial %' },
  tdsPercent: { id: 'contracts.summary.tdsPercent', defaultMessage: 'TDS %' },
  amount: { id: 'contracts.summary.amount', defaultMessage: 'Amount' },
  gst: { id: 'contracts.summary.gst', defaultMessage: 'GST' },
  tds: { id: 'contracts.summary.tds', defaultMessage: 'TDS' },
  addition: { id: 'contracts.summary.addition', defaultMessage: 'Addition' },
  createdOn: { id: 'contracts.summary.createdOn', defaultMessage: 'Created On' },
});

/** The fields by their English names (`data-field`, which tests find them by). */
export const SUMMARY_FIELDS: {
  label: Message;
  value: (s: PaymentSummary) => string;
  /** A money field's amount in rupees (the exported file's number). */
  money?: (s: PaymentSummary) => number;
}[] = [
  { label: FIELD.week, value: weekText },
  {
    label: FIELD.net,
    value: (s) => formatInr(s.netAmountToBeReleased),
    money: (s) => s.netAmountToBeReleased,
  },
  { label: FIELD.operator, value: (s) => s.operatorName },
  { label: FIELD.commercial, value: (s) => fractionToPercent(s.commercialPercentage) },
  { label: FIELD.tdsPercent, value: (s) => fractionToPercent(s.tdsPercentage) },
  { label: FIELD.amount, value: (s) => formatInr(s.amount), money: (s) => s.amount },
  { label: FIELD.gst, value: (s) => formatInr(s.gst), money: (s) => s.gst },
  { label: FIELD.tds, value: (s) => formatInr(s.tds), money: (s) => s.tds },
  { label: FIELD.addition, value: (s) => formatInr(s.addition), money: (s) => s.addition },
  { label: FIELD.createdOn, value: (s) => formatDateTime(s.createdOn) },
];

/** The table's columns as a file holds them (the Statement column is a download: left out). */
export function useSummaryExportColumns(): ExportColumn<PaymentSummary>[] {
  const intl = useIntl();
  return SUMMARY_FIELDS.map((f) =>
    f.money
      ? { label: intl.formatMessage(f.label), kind: 'money', value: f.money }
      : { label: intl.formatMessage(f.label), value: f.value },
  );
}

const listName = { id: 'contracts.summary.list', defaultMessage: 'Weekly payment summaries' };

/**
 * Desktop: the wide table, one row per week, a download per row. Wider than a laptop's content
 * area, it scrolls sideways with the week and the Download column pinned (`WideTable`).
 */
export function SummaryTable({ rows }: { rows: PaymentSummary[] }) {
  const intl = useIntl();
  return (
    <WideTable minWidth={1240} pinFirst pinLast>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={intl.formatMessage(listName)} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {SUMMARY_FIELDS.map((f) => (
              <Table.Th key={f.label.id} ta={f.money ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {intl.formatMessage(f.label)}
              </Table.Th>
            ))}
            <Table.Th>
              <FormattedMessage id="contracts.summary.statement" defaultMessage="Statement" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s._id} data-week={s.weekStartDate}>
              {SUMMARY_FIELDS.map((f) => (
                <Table.Td
                  key={f.label.id}
                  ta={f.money ? 'right' : undefined}
                  fw={f.label === FIELD.net ? 700 : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                  data-field={f.label.defaultMessage}
                >
                  {f.value(s)}
                </Table.Td>
              ))}
              <Table.Td>
                <SummaryDownload summary={s} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

/** Mobile: one card per week with the same fields. */
export function SummaryCards({ rows }: { rows: PaymentSummary[] }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(listName)}>
      {rows.map((s) => (
        <Paper key={s._id} withBorder radius="md" p="sm" role="listitem" data-week={s.weekStartDate}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} data-field={FIELD.week.defaultMessage}>
                {weekText(s)}
              </Text>
              <Text fw={700} data-field={FIELD.net.defaultMessage}>
                {formatInr(s.netAmountToBeReleased)}
              </Text>
            </Group>
            <CardFields
              fields={SUMMARY_FIELDS.filter((f) => f.label !== FIELD.week && f.label !== FIELD.net).map(
                (f) => ({
                  label: intl.formatMessage(f.label),
                  value: f.value(s),
                  valueProps: { 'data-field': f.label.defaultMessage },
                }),
              )}
            />
            <Group grow gap="xs" align="flex-start">
              <SummaryDownload summary={s} fullWidth />
              <SummaryShare summary={s} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
