import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { fractionToPercent, type PaymentSummary } from '@oc/contract';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format';
import { SummaryDownload } from './SummaryDownload';

/**
 * Every §3 field of a weekly summary as label and text (percentages ×100, §9); the net amount right
 * after the week, so the figure that is paid is in view without scrolling the wide table sideways.
 */
export const SUMMARY_FIELDS: { label: string; value: (s: PaymentSummary) => string; money?: boolean }[] = [
  { label: 'Operator Name', value: (s) => s.operatorName },
  { label: 'Week Start Date', value: (s) => formatDate(s.weekStartDate) },
  { label: 'Week End Date', value: (s) => formatDate(s.weekEndDate) },
  { label: 'Net Amount To Be Released', value: (s) => formatInr(s.netAmountToBeReleased), money: true },
  { label: 'Commercial %', value: (s) => fractionToPercent(s.commercialPercentage) },
  { label: 'TDS %', value: (s) => fractionToPercent(s.tdsPercentage) },
  { label: 'Amount', value: (s) => formatInr(s.amount), money: true },
  { label: 'GST', value: (s) => formatInr(s.gst), money: true },
  { label: 'TDS', value: (s) => formatInr(s.tds), money: true },
  { label: 'Addition', value: (s) => formatInr(s.addition), money: true },
  { label: 'Created On', value: (s) => formatDateTime(s.createdOn) },
];

/** Desktop: the wide table, one row per week, a download per row. */
export function SummaryTable({ rows }: { rows: PaymentSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={1320}>
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
    </Table.ScrollContainer>
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
              <Text size="sm" fw={600}>
                {formatDate(s.weekStartDate)} – {formatDate(s.weekEndDate)}
              </Text>
              <Text fw={700} data-field="Net Amount To Be Released">
                {formatInr(s.netAmountToBeReleased)}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              {SUMMARY_FIELDS.filter((f) => f.label !== 'Net Amount To Be Released').map((f) => (
                <Stack key={f.label} gap={0} style={{ display: 'contents' }}>
                  <Text size="xs" c="dimmed">
                    {f.label}
                  </Text>
                  <Text size="xs" ta="right" data-field={f.label}>
                    {f.value(s)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <SummaryDownload summary={s} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
