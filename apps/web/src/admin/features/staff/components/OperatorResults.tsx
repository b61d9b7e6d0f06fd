import { Anchor, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { OperatorSummary, StaffAccount } from '@oc/contract';
import { Link, useNavigate } from 'react-router';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatInr } from '../../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { ADMIN_ROUTES } from '../../../routes';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
export const OPERATOR_COLUMNS = {
  name: 'Name',
  mobile: 'Mobile',
  account: 'Account',
  type: 'Type',
  group: 'Group ID',
  wallet: 'Wallet balance',
} as const;

/** A wallet's balance; accounts without a wallet (MG, cab) say so. */
export function walletText(account: StaffAccount): string {
  return account.walletBalance === null ? 'No wallet' : formatInr(account.walletBalance);
}

export function AccountType({ account }: { account: StaffAccount }) {
  return <StatusBadge tone="info">{accountTypeLabel(account.type)}</StatusBadge>;
}

/**
 * Desktop: one row per account, the operator's name and mobile spanning their accounts' rows. A
 * row opens the operator's page (the name is the link, for the keyboard).
 */
export function OperatorTable({ rows, from }: { rows: OperatorSummary[]; from: string }) {
  const navigate = useNavigate();
  const open = (o: OperatorSummary) => void navigate(ADMIN_ROUTES.operator(o.userId), { state: { from } });
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Operators">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{OPERATOR_COLUMNS.name}</Table.Th>
            <Table.Th>{OPERATOR_COLUMNS.mobile}</Table.Th>
            <Table.Th>{OPERATOR_COLUMNS.account}</Table.Th>
            <Table.Th>{OPERATOR_COLUMNS.type}</Table.Th>
            <Table.Th>{OPERATOR_COLUMNS.group}</Table.Th>
            <Table.Th ta="right">{OPERATOR_COLUMNS.wallet}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {rows.map((o) => {
          const accounts: (StaffAccount | null)[] = o.accounts.length > 0 ? o.accounts : [null];
          return (
            // One body per operator: its rows highlight and open together.
            <Table.Tbody
              key={o.userId}
              onClick={() => open(o)}
              style={{ cursor: 'pointer', borderTop: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="operator"
            >
              {accounts.map((a, i) => (
                <Table.Tr key={a?.id ?? 'none'} style={{ verticalAlign: 'top' }}>
                  {i === 0 ? (
                    <>
                      <Table.Td rowSpan={accounts.length} style={{ verticalAlign: 'top' }}>
                        <Anchor
                          component={Link}
                          to={ADMIN_ROUTES.operator(o.userId)}
                          state={{ from }}
                          fw={600}
                          size="sm"
                          onClick={(e) => e.stopPropagation()}
                        >
                          {o.name}
                        </Anchor>
                        {o.email ? (
                          <Text size="xs" c="dimmed">
                            {o.email}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td
                        rowSpan={accounts.length}
                        style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}
                      >
                        {o.mobileNo}
                      </Table.Td>
                    </>
                  ) : null}
                  <Table.Td>{a ? a.name : <Text c="dimmed">No accounts</Text>}</Table.Td>
                  <Table.Td>{a ? <AccountType account={a} /> : null}</Table.Td>
                  <Table.Td>{a?.groupId ? <Code>{a.groupId}</Code> : <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {a ? walletText(a) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}

/** The accounts of an operator as the lines of a phone card. */
export function AccountLines({ accounts }: { accounts: StaffAccount[] }) {
  if (accounts.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No accounts
      </Text>
    );
  return (
    <Stack gap={6}>
      {accounts.map((a) => (
        <Group key={a.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <AccountType account={a} />
              <Text size="sm" truncate="end">
                {a.name}
              </Text>
            </Group>
            {a.groupId ? (
              <Text size="xs" c="dimmed">
                {OPERATOR_COLUMNS.group}: <Code fz="xs">{a.groupId}</Code>
              </Text>
            ) : null}
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {walletText(a)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Phone: one card per operator (a link to their page) with their accounts. */
export function OperatorCards({ rows, from }: { rows: OperatorSummary[]; from: string }) {
  return (
    <Stack gap="sm" role="list" aria-label="Operators">
      {rows.map((o) => (
        <Paper
          key={o.userId}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          data-testid="operator"
          component={Link}
          to={ADMIN_ROUTES.operator(o.userId)}
          state={{ from }}
          style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate="end">
                {o.name}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {o.mobileNo}
              </Text>
            </Group>
            <AccountLines accounts={o.accounts} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
