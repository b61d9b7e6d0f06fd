import { Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QUALITY_MESSAGES, type BusStatus, type RcItem } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../components/CardFields';
import { TableExport, type ExportColumn } from '../../../components/tables/TableExport';
import { noRcMatch } from '../../../lib/rc-search';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { StatusBadge } from '../../../components/StatusBadge';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { showToast } from '../../../lib/toast';
import { useBusRcs } from '../api/get-bus-rcs';

const TEXT = defineMessages({
  title: { id: 'buses.myBuses.title', defaultMessage: 'My Buses' },
  loading: { id: 'buses.myBuses.loading', defaultMessage: 'Loading your buses' },
  what: { id: 'buses.myBuses.what', defaultMessage: 'your buses' },
  listLabel: { id: 'buses.myBuses.listLabel', defaultMessage: 'Buses' },
  rcNumber: { id: 'buses.myBuses.rcNumber', defaultMessage: 'RC Number' },
  status: { id: 'buses.myBuses.status', defaultMessage: 'Status' },
  busType: { id: 'buses.myBuses.busType', defaultMessage: 'Bus Type' },
  allBuses: { id: 'buses.myBuses.allBuses', defaultMessage: 'All buses' },
});

const STATUS: Record<BusStatus, Message> = defineMessages({
  ACTIVE: { id: 'buses.status.active', defaultMessage: 'Active' },
  INACTIVE: { id: 'buses.status.inactive', defaultMessage: 'Inactive' },
});

function Status({ bus }: { bus: RcItem }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={bus.status === 'ACTIVE' ? 'positive' : 'neutral'}>
      {intl.formatMessage(STATUS[bus.status])}
    </StatusBadge>
  );
}

/**
 * My Buses (/myBuses; part 2 §2 Buses, §8 'no Rc Found'): RC Number, Status, Bus Type, by RC; the
 * phone's cards label their fields with the same column names.
 */
export default function MyBusesScreen() {
  const intl = useIntl();
  const buses = useBusRcs();
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const none = buses.isSuccess && buses.data.length === 0;
  const shown = !buses.data
    ? []
    : picked.length === 0
      ? buses.data
      : buses.data.filter((b) => picked.includes(b.rc));
  const exportColumns: ExportColumn<RcItem>[] = [
    { label: intl.formatMessage(TEXT.rcNumber), value: (b) => b.rc },
    { label: intl.formatMessage(TEXT.status), value: (b) => intl.formatMessage(STATUS[b.status]) },
    { label: intl.formatMessage(TEXT.busType), value: (b) => b.busType.name },
  ];
  useEffect(() => {
    if (none) showToast({ kind: 'info', message: QUALITY_MESSAGES.noRc, id: 'buses-none' });
  }, [none]);

  let content;
  if (buses.isPending) content = <LoadingState label={intl.formatMessage(TEXT.loading)} />;
  else if (buses.isError) content = <QueryError query={buses} what={intl.formatMessage(TEXT.what)} />;
  else if (buses.data.length === 0) content = <EmptyState message={apiText(QUALITY_MESSAGES.noRc)} />;
  else {
    const rows = shown;
    content = isMobile ? (
      <Stack gap="sm" role="list" aria-label={intl.formatMessage(TEXT.listLabel)}>
        {rows.map((b) => (
          <Paper key={b._id} withBorder radius="md" p="sm" role="listitem">
            <CardFields
              fields={[
                {
                  label: intl.formatMessage(TEXT.rcNumber),
                  value: (
                    <Text span fw={700} ff="monospace" size="sm">
                      {b.rc}
                    </Text>
                  ),
                },
                { label: intl.formatMessage(TEXT.status), value: <Status bus={b} /> },
                { label: intl.formatMessage(TEXT.busType), value: b.busType.name },
              ]}
            />
          </Paper>
        ))}
      </Stack>
    ) : (
      <Paper withBorder radius="md" p="xs">
        <Table.ScrollContainer minWidth={560}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-label={intl.formatMessage(TEXT.listLabel)}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(TEXT.rcNumber)}</Table.Th>
                <Table.Th>{intl.formatMessage(TEXT.status)}</Table.Th>
                <Table.Th>{intl.formatMessage(TEXT.busType)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b._id}>
                  <Table.Td ff="monospace" fw={600}>
                    {b.rc}
                  </Table.Td>
                  <Table.Td>
                    <Status bus={b} />
                  </Table.Td>
                  <Table.Td>{b.busType.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
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
            name="my-buses"
            title={intl.formatMessage(TEXT.title)}
            columns={exportColumns}
            rows={shown}
          />
        </Group>
        <MultiSelect
          label={intl.formatMessage(TEXT.rcNumber)}
          placeholder={picked.length === 0 ? intl.formatMessage(TEXT.allBuses) : undefined}
          data={(buses.data ?? []).map((b) => b.rc)}
          value={picked}
          onChange={setPicked}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={noRcMatch(search)}
          clearable
          hidePickedOptions
          w={isMobile ? '100%' : 280}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {content}
    </Stack>
  );
}
