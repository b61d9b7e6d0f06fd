import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { fractionToPercent, type PaymentSummary } from '@oc/contract';
import { CardFields } from '../../../components/CardFields';
import { WideTable } from '../../../components/tables/WideTable';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format';
import { SummaryDownload } from './SummaryDownload';

/** The week a summary covers: '16/11/2026 – 22/11/2026' (its start and end dates, §3). */
const weekText = (s: PaymentSummary) => `${formatDate(s.weekStartDate)} – ${formatDate(s.weekEndDate)}`;

/**
 * Every §3 field of a weekly summary as label and text (percentages ×100, §9): the week first (the
 * pinned column of the wide table, the card's title on a phone), then the net amount, so the figure
 * that is paid is in view without scrolling the wide table sideways.
 */
export const SUMMARY_FIELDS: { label: string; value: (s: PaymentSummary) => string; money?: boolean }[] = [
  { label: 'Week', value: weekText },
  { label: 'Net Amount To Be Released', value: (s) => formatInr(s.netAmountToBeReleased), money: true },
  { label: 'Operator Name', value: (s) => s.operatorName },
  { label: 'Commercial %', value: (s) => fractionToPercent(s.commercialPercentage) },
  { label: 'TDS %', value: (s) => fractionToPercent(s.tdsPercentage) },
  { label: 'Amount', value: (s) => formatInr(s.amount), money: true },
  { label: 'GST', value: (s) => formatInr(s.gst), money: true },
  { label: 'TDS', value: (s) => formatInr(s.tds), money: true },
  { label: 'Addition', value: (s) => formatInr(s.addition), money: true },
  { label: 'Created On', value: (s) => formatDateTime(s.createdOn) },
];

/**
 * Desktop: the wide table, one row per week, a download per row. Wider than a laptop's content
 * area, it scrolls sideways with the week and the Download column pinned (`WideTable`).
 */
export function SummaryTable({ rows }: { rows: PaymentSummary[] }) {
  return (
    <WideTable minWidth={1240} pinFirst pinLast>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Weekly payment summaries" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {SUMMARY_FIELDS.map((f) => (
              <Table.Th key={f.label} ta={f.money ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {f.label}
              </Table.Th>
            ))}
            <Table.Th>Statement</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s._id} data-week={s.weekStartDate}>
              {SUMMARY_FIELDS.map((f) => (
                <Table.Td
                  key={f.label}
                  ta={f.money ? 'right' : undefined}
                  fw={f.label === 'Net Amount To Be Released' ? 700 : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                  data-field={f.label}
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
  return (
    <Stack gap="sm" role="list" aria-label="Weekly payment summaries">
      {rows.map((s) => (
        <Paper key={s._id} withBorder radius="md" p="sm" role="listitem" data-week={s.weekStartDate}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} data-field="Week">
                {weekText(s)}
              </Text>
              <Text fw={700} data-field="Net Amount To Be Released">
                {formatInr(s.netAmountToBeReleased)}
              </Text>
            </Group>
            <CardFields
              fields={SUMMARY_FIELDS.filter(
                (f) => f.label !== 'Week' && f.label !== 'Net Amount To Be Released',
              ).map((f) => ({ label: f.label, value: f.value(s), valueProps: { 'data-field': f.label } }))}
            />
            <SummaryDownload summary={s} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
