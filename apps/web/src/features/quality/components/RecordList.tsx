import { Button, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { QualityRecord } from '@oc/contract';
import { IconChevronDown, IconChevronUp, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { CardFields } from '../../../components/CardFields';
import { TableExport } from '../../../components/tables/TableExport';
import { formatEpochDate, formatTime12 } from '../../../lib/format';

/**
 * The records of an inspection or audit screen (part 2 §2): on desktop the table BUS RC,
 * Completion Time, Completion Date (sortable, newest first by default), View; on a phone one tile
 * per record with the same fields under the same names, newest first.
 */
export function RecordList({
  records,
  onView,
  label,
}: {
  records: QualityRecord[];
  onView: (record: QualityRecord) => void;
  label: string;
}) {
  const intl = useIntl();
  const busRc = intl.formatMessage({ id: 'quality.records.busRc', defaultMessage: 'BUS RC' });
  const time = intl.formatMessage({ id: 'quality.records.time', defaultMessage: 'Completion Time' });
  const date = intl.formatMessage({ id: 'quality.records.date', defaultMessage: 'Completion Date' });
  const viewLabel = (r: QualityRecord) =>
    intl.formatMessage(
      { id: 'quality.records.viewLabel', defaultMessage: 'View {rc} {date} {time}' },
      { rc: r.busRc, date: formatEpochDate(r.closedDate), time: formatTime12(r.closedDate) },
    );
  const view = <FormattedMessage id="quality.records.view" defaultMessage="View" />;
  const [descending, setDescending] = useState(true);
  const sorted = [...records].sort((a, b) =>
    descending ? b.closedDate - a.closedDate : a.closedDate - b.closedDate,
  );
  // The list as shown (its sort too), for CSV and Excel (issue 41).
  const exportRow = (
    <Group justify="flex-end" mb={isMobile ? 0 : 'xs'}>
      <TableExport
        name="quality-records"
        title={label}
        rows={sorted}
        columns={[
          { label: busRc, value: (r) => r.busRc },
          { label: time, value: (r) => formatTime12(r.closedDate) },
          { label: date, value: (r) => formatEpochDate(r.closedDate) },
        ]}
      />
    </Group>
  );
  if (isMobile)
    return (
      <Stack gap="sm">
        {exportRow}
        <Stack gap="sm" role="list" aria-label={label}>
          {sorted.map((r) => (
            <Paper key={r._id} withBorder radius="md" p="sm" role="listitem">
              <Stack gap={8}>
                <CardFields
                  fields={[
                    {
                      label: busRc,
                      value: (
                        <Text span fw={700} ff="monospace" size="sm">
                          {r.busRc}
                        </Text>
                      ),
                    },
                    { label: time, value: formatTime12(r.closedDate) },
                    { label: date, value: formatEpochDate(r.closedDate) },
                  ]}
                />
                <Button
                  size="xs"
                  variant="light"
                  fullWidth
                  leftSection={<IconEye size={14} aria-hidden />}
                  onClick={() => onView(r)}
                  aria-label={viewLabel(r)}
                >
                  {view}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  const SortIcon = descending ? IconChevronDown : IconChevronUp;
  return (
    <>
      {exportRow}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{busRc}</Table.Th>
              <Table.Th>{time}</Table.Th>
              <Table.Th aria-sort={descending ? 'descending' : 'ascending'}>
                <UnstyledButton
                  onClick={() => setDescending((d) => !d)}
                  fw={700}
                  fz="sm"
                  aria-label={
                    descending
                      ? intl.formatMessage({
                          id: 'quality.records.sortedNewest',
                          defaultMessage: 'Completion Date, sorted newest first',
                        })
                      : intl.formatMessage({
                          id: 'quality.records.sortedOldest',
                          defaultMessage: 'Completion Date, sorted oldest first',
                        })
                  }
                >
                  <Group gap={4} wrap="nowrap">
                    {date}
                    <SortIcon size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th w={110}>{view}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((r) => (
              <Table.Tr key={r._id}>
                <Table.Td ff="monospace" fw={600}>
                  {r.busRc}
                </Table.Td>
                <Table.Td>{formatTime12(r.closedDate)}</Table.Td>
                <Table.Td>{formatEpochDate(r.closedDate)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} aria-hidden />}
                    onClick={() => onView(r)}
                    aria-label={viewLabel(r)}
                  >
                    {view}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
