import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CONTRACT_TEXTS, PAYOUT_FREQUENCY_LABELS, SERVICE_COLUMNS, type MgService } from '@oc/contract';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContractWarning } from '../../../components/ContractWarning';
import { StatusBadge } from '../../../components/StatusBadge';
import { TableExport, type ExportColumn } from '../../../components/tables/TableExport';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState, UnavailableState } from '../../../components/states/States';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { formatDate, todayIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useServices } from '../api/get-services';
import { ContractModal } from '../components/ContractModal';

const frequency = (s: MgService) =>
  s.busOperatorPayoutFrequency ? apiText(PAYOUT_FREQUENCY_LABELS[s.busOperatorPayoutFrequency]) : '–';

/**
 * The service's status, and beside it a warning when its contract has expired (its trips are not
 * paid in the weekly statement) or ends within 14 days: an Active service never hides it.
 */
function ServiceStatus({ service, today }: { service: MgService; today: string }) {
  const status = (
    <StatusBadge tone={service.status === 'ACTIVE' ? 'positive' : 'neutral'}>
      {service.status === 'ACTIVE' ? (
        <FormattedMessage id="contracts.status.active" defaultMessage="Active" />
      ) : (
        <FormattedMessage id="contracts.status.inactive" defaultMessage="Inactive" />
      )}
    </StatusBadge>
  );
  // On a phone the card's header holds the status; the warning takes a line of its own below.
  if (isMobile) return status;
  return (
    <Group gap={6} wrap="wrap">
      {status}
      <ContractWarning validTo={service.contract?.validTo} today={today} />
    </Group>
  );
}

function ViewButton({ service, onView }: { service: MgService; onView: (s: MgService) => void }) {
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant="light"
      disabled={!service.contract}
      onClick={() => onView(service)}
      aria-label={intl.formatMessage(
        { id: 'contracts.services.viewLabel', defaultMessage: 'View contract of {service}' },
        { service: service.name },
      )}
    >
      <FormattedMessage id="contracts.services.view" defaultMessage="View" />
    </Button>
  );
}

/** Services and Contracts (/serviceContracts; part 2 §2, §3 Service, §8 'No Service Found'). */
export default function ServiceContractsScreen() {
  const intl = useIntl();
  const noService = apiText(CONTRACT_TEXTS.noService);
  const listName = intl.formatMessage({ id: 'contracts.services.list', defaultMessage: 'Services' });
  const services = useServices();
  const [name, setName] = useState<string | null>(null);
  const [viewing, setViewing] = useState<MgService | null>(null);
  const [today] = useState(todayIst);

  const loaded = services.data;
  useEffect(() => {
    if (loaded?.length === 0)
      showToast({ kind: 'info', message: CONTRACT_TEXTS.noService, id: 'no-service' });
  }, [loaded]);
  const names = useMemo(() => [...new Set((loaded ?? []).map((s) => s.name))].sort(), [loaded]);
  const rows = useMemo(() => (loaded ?? []).filter((s) => !name || s.name === name), [loaded, name]);
  const [nameCol, statusCol, frequencyCol, contractCol, busTypeCol] = SERVICE_COLUMNS.map((c) => apiText(c));
  const exportColumns: ExportColumn<MgService>[] = [
    { label: nameCol ?? '', value: (s) => s.name },
    {
      label: statusCol ?? '',
      value: (s) =>
        s.status === 'ACTIVE'
          ? intl.formatMessage({ id: 'contracts.status.active', defaultMessage: 'Active' })
          : intl.formatMessage({ id: 'contracts.status.inactive', defaultMessage: 'Inactive' }),
    },
    { label: frequencyCol ?? '', value: frequency },
    // The table's View button opens the contract: the file holds its validity instead.
    {
      label: contractCol ?? '',
      value: (s) =>
        s.contract ? `${formatDate(s.contract.validFrom)} – ${formatDate(s.contract.validTo)}` : '–',
    },
    { label: busTypeCol ?? '', value: (s) => s.busType.name },
  ];

  const notInModel = notInModelOf(services.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

  let content;
  if (services.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'contracts.services.loading', defaultMessage: 'Loading services' })}
      />
    );
  else if (services.isError)
    content = (
      <QueryError
        query={services}
        what={intl.formatMessage({ id: 'contracts.services.what', defaultMessage: 'your services' })}
      />
    );
  else if (rows.length === 0) content = <EmptyState message={noService} />;
  else if (isMobile)
    content = (
      <Stack gap="sm" role="list" aria-label={listName}>
        {rows.map((s) => (
          <Paper key={s._id} withBorder radius="md" p="sm" role="listitem">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} lineClamp={2}>
                  {s.name}
                </Text>
                <ServiceStatus service={s} today={today} />
              </Group>
              <ContractWarning validTo={s.contract?.validTo} today={today} />
              <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="contracts.services.frequency" defaultMessage="Frequency" />
                </Text>
                <Text size="xs" ta="right">
                  {frequency(s)}
                </Text>
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="contracts.services.busType" defaultMessage="Bus Type" />
                </Text>
                <Text size="xs" ta="right">
                  {s.busType.name}
                </Text>
              </SimpleGrid>
              <ViewButton service={s} onView={setViewing} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  else
    content = (
      <Paper withBorder radius="md" p="xs">
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={listName}>
            <Table.Thead>
              <Table.Tr>
                {SERVICE_COLUMNS.map((c) => (
                  <Table.Th key={c}>{apiText(c)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s._id}>
                  <Table.Td fw={500}>{s.name}</Table.Td>
                  <Table.Td>
                    <ServiceStatus service={s} today={today} />
                  </Table.Td>
                  <Table.Td>{frequency(s)}</Table.Td>
                  <Table.Td>
                    <ViewButton service={s} onView={setViewing} />
                  </Table.Td>
                  <Table.Td>{s.busType.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            <FormattedMessage id="contracts.services.title" defaultMessage="Services and Contracts" />
          </Title>
          <TableExport name="services-and-contracts" title={listName} columns={exportColumns} rows={rows} />
        </Group>
        <Select
          label={intl.formatMessage({ id: 'contracts.filter.serviceName', defaultMessage: 'Service name' })}
          placeholder={intl.formatMessage({
            id: 'contracts.filter.allServices',
            defaultMessage: 'All services',
          })}
          data={names}
          value={name}
          onChange={setName}
          searchable
          clearable
          nothingFoundMessage={noService}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={isMobile ? '100%' : 320}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {content}
      <ContractModal service={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
