import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ProofTable } from '@oc/contract';

/**
 * A spreadsheet proof (xlsx, csv) as a table of the first rows the server read (docs/ui.md
 * "Files": private documents, no third-party viewer): `rows[0]` is the head, and a line under it
 * says how much of the sheet is shown. The operator's 'Proof' modal and the console's claims
 * queue show it alike.
 */
export function ProofSheetTable({ table, maxHeight }: { table: ProofTable; maxHeight: number | string }) {
  const [head, ...body] = table.rows;
  // The first row is the header: the counts are of the rows below it (`totalRows` too).
  const shownRows = body.length;
  const count = (n: number) => n.toLocaleString('en-IN');
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
          aria-label={table.sheet ? `Sheet ${table.sheet}` : 'CSV rows'}
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
        {table.sheet ? `Sheet “${table.sheet}”. ` : ''}
        {table.truncated
          ? `Showing the first ${count(shownRows)} of ${table.totalRowsAtLeast ? 'at least ' : ''}${count(table.totalRows)} rows${table.totalColumns > (head?.length ?? 0) ? ` and ${count(head?.length ?? 0)} of ${count(table.totalColumns)} columns` : ''}.`
          : `${count(table.totalRows)} row${table.totalRows === 1 ? '' : 's'} below the header.`}
      </Text>
    </Stack>
  );
}
