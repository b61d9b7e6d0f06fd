import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ProofTable } from '@oc/contract';
import { useIntl } from 'react-intl';
import { formatCount } from '../../lib/format';

/**
 * A spreadsheet proof (xlsx, csv) as a table of the first rows the server read (docs/ui.md
 * "Files": private documents, no third-party viewer): `rows[0]` is the head, and a line under it
 * says how much of the sheet is shown. The operator's 'Proof' modal and the console's claims
 * queue show it alike.
 */
export function ProofSheetTable({ table, maxHeight }: { table: ProofTable; maxHeight: number | string }) {
  const intl = useIntl();
  const [head, ...body] = table.rows;
  // The first row is the header: the counts are of the rows below it (`totalRows` too).
  const shownRows = body.length;
  const shownColumns = head?.length ?? 0;
  const summary = table.truncated
    ? intl.formatMessage(
        {
          id: 'common.proofSheet.truncated',
          defaultMessage:
            'Showing the first {shown} of {atLeast, select, yes {at least {total}} other {{total}}} rows{columns, select, yes { and {shownColumns} of {totalColumns} columns} other {}}.',
        },
        {
          shown: formatCount(shownRows),
          atLeast: table.totalRowsAtLeast ? 'yes' : 'no',
          total: formatCount(table.totalRows),
          columns: table.totalColumns > shownColumns ? 'yes' : 'no',
          shownColumns: formatCount(shownColumns),
          totalColumns: formatCount(table.totalColumns),
        },
      )
    : intl.formatMessage(
        {
          id: 'common.proofSheet.rows',
          defaultMessage: '{count, plural, one {{rows} row} other {{rows} rows}} below the header.',
        },
        { count: table.totalRows, rows: formatCount(table.totalRows) },
      );
  return (
    <Stack gap={6}>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        <Table
          striped
          withTableBorder
          withColumnBorders
          verticalSpacing={6}
          horizontalSpacing="sm"
          fz="sm"
          stickyHeader
          data-testid="proof-table"
          aria-label={
            table.sheet
              ? intl.formatMessage(
                  { id: 'common.proofSheet.sheet', defaultMessage: 'Sheet {sheet}' },
                  { sheet: table.sheet },
                )
              : intl.formatMessage({ id: 'common.proofSheet.csvRows', defaultMessage: 'CSV rows' })
          }
        >
          {head ? (
            <Table.Thead>
              <Table.Tr>
                {head.map((cell, i) => (
                  <Table.Th key={i} style={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
          ) : null}
          <Table.Tbody>
            {body.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  <Table.Td key={c} style={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {table.sheet
          ? intl.formatMessage(
              { id: 'common.proofSheet.sheetSummary', defaultMessage: 'Sheet “{sheet}”. {summary}' },
              { sheet: table.sheet, summary },
            )
          : summary}
      </Text>
    </Stack>
  );
}
