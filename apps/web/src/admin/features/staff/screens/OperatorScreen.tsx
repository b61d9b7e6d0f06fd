import { Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OperatorSummary } from '@oc/contract';
import { IconArrowLeft, IconCash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CardFields } from '../../../../components/CardFields';
import { QueryError } from '../../../../components/states/QueryState';
import { LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { WalletDebitModal } from '../../proposals/components/WalletDebitModal';
import { canMoveMoney } from '../../proposals/lib/permissions';
import { ADMIN_ROUTES, auditOfAccount } from '../../../routes';
import { useOperator } from '../api/get-operator';
import { useStaffMe } from '../api/get-me';
import { AccountType, walletText } from '../components/OperatorResults';

const COLUMNS = {
  account: 'Account',
  type: 'Type',
  id: 'Account ID',
  group: 'Group ID',
  wallet: 'Wallet balance',
  trail: 'Audit trail',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Accounts({ operator }: { operator: OperatorSummary }) {
  if (operator.accounts.length === 0) return <Text c="dimmed">No business accounts.</Text>;
  if (isMobile)
    return (
      <Stack gap="sm" role="list" aria-label="Accounts">
        {operator.accounts.map((a) => (
          <Paper key={a.id} withBorder radius="md" p="sm" role="listitem">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} truncate="end">
                  {a.name}
                </Text>
                <AccountType account={a} />
              </Group>
              <CardFields
                fields={[
                  { label: COLUMNS.id, value: <Code fz="xs">{a.id.slice(0, 8)}…</Code> },
                  { label: COLUMNS.group, value: a.groupId ?? '—' },
                  { label: COLUMNS.wallet, value: walletText(a) },
                  {
                    label: COLUMNS.trail,
                    value: (
                      <Anchor component={Link} to={auditOfAccount(a.id)} size="xs">
                        Open
                      </Anchor>
                    ),
                  },
                ]}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            {Object.values(COLUMNS).map((c) => (
              <Table.Th key={c} ta={c === COLUMNS.wallet ? 'right' : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operator.accounts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td fw={600}>{a.name}</Table.Td>
              <Table.Td>
                <AccountType account={a} />
              </Table.Td>
              <Table.Td>
                <Code fz="xs" style={{ userSelect: 'all' }}>
                  {a.id}
                </Code>
              </Table.Td>
              <Table.Td>{a.groupId ? <Code>{a.groupId}</Code> : <Text c="dimmed">—</Text>}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {walletText(a)}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={auditOfAccount(a.id)} size="sm">
                  Open
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/operators/:id: one operator's facts and accounts (type, group id, wallet balance), each
 * account's audit trail; finance and admin can propose a wallet debit, prefilled with the mobile
 * number.
 */
export default function OperatorScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const operator = useOperator(id);
  const member = useStaffMe();
  const [proposing, setProposing] = useState(false);
  const from = (location.state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith(ADMIN_ROUTES.operators) ? from : ADMIN_ROUTES.operators;

  let content;
  if (operator.isPending) content = <LoadingState label="Loading the operator" />;
  else if (operator.isError) content = <QueryError query={operator} what="this operator" />;
  else {
    const o = operator.data;
    const wallets = o.accounts.filter((a) => a.walletBalance !== null).map((a) => a.type);
    content = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {o.name}
          </Title>
          {canMoveMoney(member) && wallets.length > 0 ? (
            <Button
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={() => setProposing(true)}
              fullWidth={isMobile}
            >
              Propose wallet debit
            </Button>
          ) : null}
        </Group>
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label="Mobile">{o.mobileNo}</Fact>
            <Fact label="E-mail">{o.email ?? '—'}</Fact>
            <Fact label="Accounts">{o.accounts.length}</Fact>
          </SimpleGrid>
        </Paper>
        <Stack gap="xs">
          <Title order={3} fz="md">
            Accounts
          </Title>
          {isMobile ? (
            <Accounts operator={o} />
          ) : (
            <Paper withBorder radius="md" p="xs">
              <Accounts operator={o} />
            </Paper>
          )}
        </Stack>
        <WalletDebitModal
          opened={proposing}
          onClose={() => setProposing(false)}
          mobileNo={o.mobileNo}
          wallets={wallets}
          onProposed={() => void navigate(ADMIN_ROUTES.proposals)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          Operators
        </Group>
      </Anchor>
      {content}
    </Stack>
  );
}
