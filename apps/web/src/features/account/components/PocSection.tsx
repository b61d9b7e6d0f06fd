import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { POC_LIMITS, POC_MESSAGES, type Poc } from '@oc/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../components/CardFields';
import { EmptyState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { apiText } from '../../../i18n/language';
import { POC_DEPARTMENT_LABELS } from '../../../lib/labels';
import { ACCOUNT_LABELS } from '../lib/messages';
import { PocModal, type PocEdit } from './PocModal';

/** Points of contact (part 2 §2): the list with add and edit (by index) in the POC modal. */
export function PocSection({ pocs }: { pocs: Poc[] }) {
  const intl = useIntl();
  const [edit, setEdit] = useState<PocEdit | null>(null);
  const full = pocs.length >= POC_LIMITS.maxPocs;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="pocs">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {intl.formatMessage({ id: 'account.poc.title', defaultMessage: 'Points of Contact' })}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            // The contract's own message for a list that is full ('At most 20 points of contact').
            title={full ? apiText(POC_MESSAGES.tooMany) : undefined}
            onClick={() => setEdit({ index: null })}
          >
            {intl.formatMessage(ACCOUNT_LABELS.addPoc)}
          </Button>
        </Group>
        {pocs.length === 0 ? (
          <EmptyState
            message={intl.formatMessage({
              id: 'account.poc.empty',
              defaultMessage: 'No points of contact yet. Add the people we should call about this account.',
            })}
          />
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
  const intl = useIntl();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={intl.formatMessage(
        { id: 'account.poc.editOne', defaultMessage: 'Edit {name}' },
        { name: poc.name },
      )}
      onClick={onClick}
    >
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
}

function PocTable({ pocs, onEdit }: { pocs: Poc[]; onEdit: (index: number) => void }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={intl.formatMessage(ACCOUNT_LABELS.pocList)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.area)}</Table.Th>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.department)}</Table.Th>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.mobile)}</Table.Th>
            <Table.Th
              w={60}
              aria-label={intl.formatMessage({ id: 'account.poc.edit', defaultMessage: 'Edit' })}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pocs.map((poc, i) => (
            <Table.Tr key={`${i}-${poc.mobile}`}>
              <Table.Td fw={500}>{poc.name}</Table.Td>
              <Table.Td>{poc.area || '-'}</Table.Td>
              <Table.Td>{intl.formatMessage(POC_DEPARTMENT_LABELS[poc.department])}</Table.Td>
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
  const intl = useIntl();
  return (
    <Stack gap="xs" role="list" aria-label={intl.formatMessage(ACCOUNT_LABELS.pocList)}>
      {pocs.map((poc, i) => (
        <Paper key={`${i}-${poc.mobile}`} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <CardFields
                fields={[
                  {
                    label: intl.formatMessage(ACCOUNT_LABELS.name),
                    value: (
                      <Text span size="sm" fw={600}>
                        {poc.name}
                      </Text>
                    ),
                  },
                  { label: intl.formatMessage(ACCOUNT_LABELS.area), value: poc.area || '-' },
                  {
                    label: intl.formatMessage(ACCOUNT_LABELS.department),
                    value: intl.formatMessage(POC_DEPARTMENT_LABELS[poc.department]),
                  },
                  { label: intl.formatMessage(ACCOUNT_LABELS.mobile), value: poc.mobile },
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
