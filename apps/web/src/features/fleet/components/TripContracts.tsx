import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { CAB_ROUTE_TYPE_LABELS, type TripContract } from '@oc/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { formatDateIst, formatTimeIst } from '../../../lib/format';
import { AmountCell } from './AmountCell';
import { TripIdCopy } from './TripIdCopy';

const asset = (t: TripContract) => (t.seater === '' ? '-' : t.seater);

/** Desktop: the §2 table (Route, Trip ID, Start Time & Date, Amount, Asset Type, Route Type). */
export function TripContractsTable({ trips }: { trips: TripContract[] }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={intl.formatMessage({ id: 'fleet.trips.list', defaultMessage: 'Trips' })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="fleet.trips.route" defaultMessage="Route" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="fleet.trips.tripId" defaultMessage="Trip ID" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="fleet.trips.start" defaultMessage="Start Time & Date" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="fleet.trips.amount" defaultMessage="Amount" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="fleet.filters.assetType" defaultMessage="Asset Type" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="fleet.filters.routeType" defaultMessage="Route Type" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((t) => (
            <Table.Tr key={t.id} data-testid="fleet-row">
              <Table.Td data-testid="fleet-route">{`${t.from} - ${t.to}`}</Table.Td>
              <Table.Td>
                <TripIdCopy code={t.groupCode} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="fleet-start">
                <Text size="sm">{formatTimeIst(t.startTime)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateIst(t.startTime)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Group justify="flex-end">
                  <AmountCell trip={t} justify="flex-end" />
                </Group>
              </Table.Td>
              <Table.Td data-testid="fleet-asset">{asset(t)}</Table.Td>
              <Table.Td data-testid="fleet-route-type">
                {apiText(CAB_ROUTE_TYPE_LABELS[t.routeType])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Mobile: one tile per trip (Trip ID, date, time, from → to, seater, route type, amount or status). */
export function TripTiles({ trips }: { trips: TripContract[] }) {
  const intl = useIntl();
  const to = intl.formatMessage({ id: 'fleet.trips.to', defaultMessage: 'to' });
  return (
    <Stack gap="sm">
      {trips.map((t) => (
        <Paper key={t.id} withBorder radius="md" p="sm" data-testid="fleet-tile">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <TripIdCopy code={t.groupCode} />
            <Text size="xs" c="dimmed" ta="right" data-testid="fleet-start">
              {formatDateIst(t.startTime)}, {formatTimeIst(t.startTime)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" mt={6} data-testid="fleet-route">
            <Text size="sm" fw={600} truncate>
              {t.from}
            </Text>
            <IconArrowRight size={14} aria-label={to} style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} truncate>
              {t.to}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" mt={6} gap="xs">
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" data-testid="fleet-asset">
                {asset(t)}
              </Text>
              <Badge variant="light" color="gray" size="sm" tt="none" data-testid="fleet-route-type">
                {apiText(CAB_ROUTE_TYPE_LABELS[t.routeType])}
              </Badge>
            </Group>
            <AmountCell trip={t} justify="flex-end" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
