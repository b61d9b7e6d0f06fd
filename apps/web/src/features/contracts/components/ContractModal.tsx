import { Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CONTRACT_TYPE_LABELS, fractionToPercent, revenueTableOf, type MgService } from '@oc/contract';
import { ContractWarning } from '../../../components/ContractWarning';
import { StatusBadge } from '../../../components/StatusBadge';
import { isMobile } from '../../../lib/device';
import { formatDate, formatInr, todayIst } from '../../../lib/format';

const rangeText = (row: { from: number; to: number | null }) =>
  row.to === null ? `Above ${formatInr(row.from)}` : `${formatInr(row.from)} – ${formatInr(row.to)}`;

/**
 * Every term of a service's contract and every revenue bracket (start, end, both shares), whatever
 * their number; exactly 4 carry the §2 names (fixed guarantee … above threshold).
 */
export function ContractModal({ service, onClose }: { service: MgService | null; onClose: () => void }) {
  const contract = service?.contract ?? null;
  const table = contract ? revenueTableOf(contract.revenueBracket) : [];
  const terms: [string, string][] = contract
    ? [
        ['Contract', contract.name],
        ['Type', CONTRACT_TYPE_LABELS[contract.type]],
        ['In force', `${formatDate(contract.validFrom)} – ${formatDate(contract.validTo)}`],
        ['Running cost (per trip)', formatInr(contract.runningCost)],
        ['Additional guarantee (per trip)', formatInr(contract.additionalGuarantee)],
        ['Cancellation charge', fractionToPercent(contract.cancellationCharge)],
        ['Free demand cancellations (per week)', String(contract.freeDemandCancellation)],
        ['Base fuel rate (per litre)', formatInr(contract.baseFuelRate)],
        ['Round-trip toll', formatInr(contract.roundTripToll)],
      ]
    : [];
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={
        <Title order={3} fz={18}>
          Contract details
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
                {contract.status === 'ACTIVE' ? 'Active' : 'Expired'}
              </StatusBadge>
              {contract.status === 'ACTIVE' ? (
                <ContractWarning validTo={contract.validTo} today={todayIst()} />
              ) : null}
            </Group>
          </Stack>
          <SimpleGrid cols={isMobile ? 1 : 2} spacing="xs" verticalSpacing={6}>
            {terms.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={500} data-term={label}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {table.length > 0 ? (
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Revenue sharing (per trip) · {table.length} bracket{table.length === 1 ? '' : 's'}
              </Text>
              {isMobile ? (
                <Stack gap={6} role="table" aria-label="Revenue brackets">
                  {table.map((row) => (
                    <Paper key={row.label} withBorder radius="sm" p="xs" role="row">
                      <Group justify="space-between" gap={4}>
                        <Text size="sm" fw={600} role="cell">
                          {row.label}
                        </Text>
                        <Text size="sm" role="cell">
                          {rangeText(row)}
                        </Text>
                      </Group>
                      <Group justify="space-between" gap={4}>
                        <Text size="xs" c="dimmed" role="cell">
                          Operator {fractionToPercent(row.operatorShare)}
                        </Text>
                        <Text size="xs" c="dimmed" role="cell">
                          Company {fractionToPercent(row.companyShare)}
                        </Text>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table withTableBorder striped verticalSpacing={6} aria-label="Revenue brackets" fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Bracket</Table.Th>
                        <Table.Th ta="right">Trip revenue</Table.Th>
                        <Table.Th ta="right">Operator share</Table.Th>
                        <Table.Th ta="right">Company share</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {table.map((row) => (
                        <Table.Tr key={row.label}>
                          <Table.Td>{row.label}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {rangeText(row)}
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
              No revenue brackets in this contract.
            </Text>
          )}
        </Stack>
      ) : (
        <Text>No contract for this service.</Text>
      )}
    </Modal>
  );
}
