import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { POC_LIMITS, type Poc } from '@oc/contract';
import { useState } from 'react';
import { CardFields } from '../../../components/CardFields';
import { EmptyState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { POC_DEPARTMENT_LABELS } from '../../../lib/labels';
import { PocModal, type PocEdit } from './PocModal';

/** Points of contact (part 2 §2): the list with add and edit (by index) in the POC modal. */
export function PocSection({ pocs }: { pocs: Poc[] }) {
  const [edit, setEdit] = useState<PocEdit | null>(null);
  const full = pocs.length >= POC_LIMITS.maxPocs;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="pocs">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            Points of Contact
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            title={full ? `At most ${POC_LIMITS.maxPocs} points of contact` : undefined}
            onClick={() => setEdit({ index: null })}
          >
            Add POC
          </Button>
        </Group>
        {pocs.length === 0 ? (
          <EmptyState message="No points of contact yet. Add the people we should call about this account." />
        ) : isMobile ? (
          <PocCards pocs={pocs} onEdit={(index) => setEdit({ index })} />
        ) : (
          <PocTable pocs={pocs} onEdit={(index) => setEdit({ index })} />
        )}
      </Stack>
      <PocModal edit={edit} pocs={pocs} onClose={() => setEdit(null)} />
    </Paper>
  );
}

function EditButton({ poc, onClick }: { poc: Poc; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${poc.name}`} onClick={onClick}>
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
}

function PocTable({ pocs, onEdit }: { pocs: Poc[]; onEdit: (index: number) => void }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Points of contact">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Area</Table.Th>
            <Table.Th>Department</Table.Th>
            <Table.Th>Mobile</Table.Th>
            <Table.Th w={60} aria-label="Edit" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pocs.map((poc, i) => (
            <Table.Tr key={`${i}-${poc.mobile}`}>
              <Table.Td fw={500}>{poc.name}</Table.Td>
              <Table.Td>{poc.area || '-'}</Table.Td>
              <Table.Td>{POC_DEPARTMENT_LABELS[poc.department]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{poc.mobile}</Table.Td>
              <Table.Td>
                <EditButton poc={poc} onClick={() => onEdit(i)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PocCards({ pocs, onEdit }: { pocs: Poc[]; onEdit: (index: number) => void }) {
  return (
    <Stack gap="xs" role="list" aria-label="Points of contact">
      {pocs.map((poc, i) => (
        <Paper key={`${i}-${poc.mobile}`} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <CardFields
                fields={[
                  {
                    label: 'Name',
                    value: (
                      <Text span size="sm" fw={600}>
                        {poc.name}
                      </Text>
                    ),
                  },
                  { label: 'Area', value: poc.area || '-' },
                  { label: 'Department', value: POC_DEPARTMENT_LABELS[poc.department] },
                  { label: 'Mobile', value: poc.mobile },
                ]}
              />
            </div>
            <EditButton poc={poc} onClick={() => onEdit(i)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
