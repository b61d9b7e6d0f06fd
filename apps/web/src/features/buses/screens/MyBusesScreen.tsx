import { Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QUALITY_MESSAGES, type RcItem } from '@oc/contract';
import { useEffect, useState } from 'react';
import { CardFields } from '../../../components/CardFields';
import { noRcMatch } from '../../../lib/rc-search';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { StatusBadge } from '../../../components/StatusBadge';
import { isMobile } from '../../../lib/device';
import { BUS_STATUS_LABELS } from '../../../lib/labels';
import { showToast } from '../../../lib/toast';
import { useBusRcs } from '../api/get-bus-rcs';

function Status({ bus }: { bus: RcItem }) {
  return (
    <StatusBadge tone={bus.status === 'ACTIVE' ? 'positive' : 'neutral'}>
      {BUS_STATUS_LABELS[bus.status]}
    </StatusBadge>
  );
}

/**
 * My Buses (/myBuses; part 2 §2 Buses, §8 'no Rc Found'): RC Number, Status, Bus Type, by RC; the
 * phone's cards label their fields with the same column names.
 */
export default function MyBusesScreen() {
  const buses = useBusRcs();
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const none = buses.isSuccess && buses.data.length === 0;
  useEffect(() => {
    if (none) showToast({ kind: 'info', message: QUALITY_MESSAGES.noRc, id: 'buses-none' });
  }, [none]);

  let content;
  if (buses.isPending) content = <LoadingState label="Loading your buses" />;
  else if (buses.isError) content = <QueryError query={buses} what="your buses" />;
  else if (buses.data.length === 0) content = <EmptyState message={QUALITY_MESSAGES.noRc} />;
  else {
    const rows = picked.length === 0 ? buses.data : buses.data.filter((b) => picked.includes(b.rc));
    content = isMobile ? (
      <Stack gap="sm" role="list" aria-label="Buses">
        {rows.map((b) => (
          <Paper key={b._id} withBorder radius="md" p="sm" role="listitem">
            <CardFields
              fields={[
                {
                  label: 'RC Number',
                  value: (
                    <Text span fw={700} ff="monospace" size="sm">
                      {b.rc}
                    </Text>
                  ),
                },
                { label: 'Status', value: <Status bus={b} /> },
                { label: 'Bus Type', value: b.busType.name },
              ]}
            />
          </Paper>
        ))}
      </Stack>
    ) : (
      <Paper withBorder radius="md" p="xs">
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Buses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>RC Number</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Bus Type</Table.Th>
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
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          My Buses
        </Title>
        <MultiSelect
          label="RC Number"
          placeholder={picked.length === 0 ? 'All buses' : undefined}
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
