import { Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CONTRACT_TYPE_LABELS, fractionToPercent, revenueTableOf, type MgService } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ContractWarning } from '../../../components/ContractWarning';
import { StatusBadge } from '../../../components/StatusBadge';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { formatDate, formatInr, todayIst } from '../../../lib/format';

const rangeText = (intl: IntlShape, row: { from: number; to: number | null }) =>
  row.to === null
    ? intl.formatMessage(
        { id: 'contracts.modal.above', defaultMessage: 'Above {amount}' },
        { amount: formatInr(row.from) },
      )
    : `${formatInr(row.from)} – ${formatInr(row.to)}`;

/** The contract's terms; the English names also mark the values (`data-term`) for tests. */
const TERM = defineMessages({
  contract: { id: 'contracts.modal.contract', defaultMessage: 'Contract' },
  type: { id: 'contracts.modal.type', defaultMessage: 'Type' },
  inForce: { id: 'contracts.modal.inForce', defaultMessage: 'In force' },
  runningCost: { id: 'contracts.modal.runningCost', defaultMessage: 'Running cost (per trip)' },
  additionalGuarantee: {
    id: 'contracts.modal.additionalGuarantee',
    defaultMessage: 'Additional guarantee (per trip)',
  },
  cancellationCharge: { id: 'contracts.modal.cancellationCharge', defaultMessage: 'Cancellation charge' },
  freeCancellations: {
    id: 'contracts.modal.freeCancellations',
    defaultMessage: 'Free demand cancellations (per week)',
  },
  baseFuelRate: { id: 'contracts.modal.baseFuelRate', defaultMessage: 'Base fuel rate (per litre)' },
  roundTripToll: { id: 'contracts.modal.roundTripToll', defaultMessage: 'Round-trip toll' },
});

/**
 * Every term of a service's contract and every revenue bracket (start, end, both shares), whatever
 * their number; exactly 4 carry the §2 names (fixed guarantee … above threshold).
 */
export function ContractModal({ service, onClose }: { service: MgService | null; onClose: () => void }) {
  const intl = useIntl();
  const contract = service?.contract ?? null;
  const table = contract ? revenueTableOf(contract.revenueBracket) : [];
  const terms: [Message, string][] = contract
    ? [
        [TERM.contract, contract.name],
        [TERM.type, apiText(CONTRACT_TYPE_LABELS[contract.type])],
        [TERM.inForce, `${formatDate(contract.validFrom)} – ${formatDate(contract.validTo)}`],
        [TERM.runningCost, formatInr(contract.runningCost)],
        [TERM.additionalGuarantee, formatInr(contract.additionalGuarantee)],
        [TERM.cancellationCharge, fractionToPercent(contract.cancellationCharge)],
        [TERM.freeCancellations, String(contract.freeDemandCancellation)],
        [TERM.baseFuelRate, formatInr(contract.baseFuelRate)],
        [TERM.roundTripToll, formatInr(contract.roundTripToll)],
      ]
    : [];
  const bracketsLabel = intl.formatMessage({
    id: 'contracts.modal.brackets',
    defaultMessage: 'Revenue brackets',
  });
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={
        <Title order={3} fz={18}>
          <FormattedMessage id="contracts.modal.title" defaultMessage="Contract details" />
        </Title>
      }
      size={isMobile ? '100%' : 640}
      fullScreen={isMobile}
    >
      {service && contract ? (
        <Stack gap="md" data-testid="contract-details">
          <Stack gap={2}>
            <Text fw={600}>{service.name}</Text>
            <Group gap={6}>
              <StatusBadge tone={contract.status === 'ACTIVE' ? 'positive' : 'negative'} w="fit-content">
                {contract.status === 'ACTIVE' ? (
                  <FormattedMessage id="contracts.status.active" defaultMessage="Active" />
                ) : (
                  <FormattedMessage id="contracts.status.expired" defaultMessage="Expired" />
                )}
              </StatusBadge>
              {contract.status === 'ACTIVE' ? (
                <ContractWarning validTo={contract.validTo} today={todayIst()} />
              ) : null}
            </Group>
          </Stack>
          <SimpleGrid cols={isMobile ? 1 : 2} spacing="xs" verticalSpacing={6}>
            {terms.map(([label, value]) => (
              <Stack key={label.id} gap={0}>
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(label)}
                </Text>
                <Text size="sm" fw={500} data-term={label.defaultMessage}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {table.length > 0 ? (
            <Stack gap={6}>
              <Text fw={600} size="sm">
                <FormattedMessage
                  id="contracts.modal.sharing"
                  defaultMessage="Revenue sharing (per trip) · {count, plural, one {{n} bracket} other {{n} brackets}}"
                  values={{ count: table.length, n: String(table.length) }}
                />
              </Text>
              {isMobile ? (
                <Stack gap={6} role="table" aria-label={bracketsLabel}>
                  {table.map((row) => (
                    <Paper key={row.label} withBorder radius="sm" p="xs" role="row">
                      <Group justify="space-between" gap={4}>
                        <Text size="sm" fw={600} role="cell">
                          {apiText(row.label)}
                        </Text>
                        <Text size="sm" role="cell">
                          {rangeText(intl, row)}
                        </Text>
                      </Group>
                      <Group justify="space-between" gap={4}>
                        <Text size="xs" c="dimmed" role="cell">
                          <FormattedMessage
                            id="contracts.modal.operatorPercent"
                            defaultMessage="Operator {share}"
                            values={{ share: fractionToPercent(row.operatorShare) }}
                          />
                        </Text>
                        <Text size="xs" c="dimmed" role="cell">
                          <FormattedMessage
                            id="contracts.modal.companyPercent"
                            defaultMessage="Company {share}"
                            values={{ share: fractionToPercent(row.companyShare) }}
                          />
                        </Text>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table withTableBorder striped verticalSpacing={6} aria-label={bracketsLabel} fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>
                          <FormattedMessage id="contracts.modal.bracket" defaultMessage="Bracket" />
                        </Table.Th>
                        <Table.Th ta="right">
                          <FormattedMessage id="contracts.modal.tripRevenue" defaultMessage="Trip revenue" />
                        </Table.Th>
                        <Table.Th ta="right">
                          <FormattedMessage
                            id="contracts.modal.operatorShare"
                            defaultMessage="Operator share"
                          />
                        </Table.Th>
                        <Table.Th ta="right">
                          <FormattedMessage
                            id="contracts.modal.companyShare"
                            defaultMessage="Company share"
                          />
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {table.map((row) => (
                        <Table.Tr key={row.label}>
                          <Table.Td>{apiText(row.label)}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {rangeText(intl, row)}
                          </Table.Td>
                          <Table.Td ta="right">{fractionToPercent(row.operatorShare)}</Table.Td>
                          <Table.Td ta="right">{fractionToPercent(row.companyShare)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="contracts.modal.noBrackets"
                defaultMessage="No revenue brackets in this contract."
              />
            </Text>
          )}
        </Stack>
      ) : (
        <Text>
          <FormattedMessage id="contracts.modal.noContract" defaultMessage="No contract for this service." />
        </Text>
      )}
    </Modal>
  );
}
