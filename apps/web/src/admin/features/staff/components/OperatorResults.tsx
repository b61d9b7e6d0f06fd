import { Anchor, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { OperatorSummary, StaffAccount } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatInr } from '../../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { ADMIN_ROUTES } from '../../../routes';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
export const OPERATOR_COLUMNS = defineMessages({
  name: { id: 'admin.staff.name', defaultMessage: 'Name' },
  mobile: { id: 'admin.staff.mobile', defaultMessage: 'Mobile' },
  account: { id: 'admin.staff.operators.account', defaultMessage: 'Account' },
  type: { id: 'admin.staff.type', defaultMessage: 'Type' },
  group: { id: 'admin.staff.groupId', defaultMessage: 'Group ID' },
  wallet: { id: 'admin.staff.walletBalance', defaultMessage: 'Wallet balance' },
});

const MESSAGES = defineMessages({
  noWallet: { id: 'admin.staff.noWallet', defaultMessage: 'No wallet' },
  noAccounts: { id: 'admin.staff.operators.noAccounts', defaultMessage: 'No accounts' },
  operators: { id: 'admin.staff.operators.title', defaultMessage: 'Operators' },
});

/** A wallet's balance; accounts without a wallet (MG, cab) say so. */
export function walletText(account: StaffAccount, intl: IntlShape): string {
  return account.walletBalance === null
    ? intl.formatMessage(MESSAGES.noWallet)
    : formatInr(account.walletBalance);
}

export function AccountType({ account }: { account: StaffAccount }) {
  return <StatusBadge tone="info">{accountTypeLabel(account.type)}</StatusBadge>;
}

/**
 * Desktop: one row per account, the operator's name and mobile spanning their accounts' rows. A
 * row opens the operator's page (the name is the link, for the keyboard).
 */
export function OperatorTable({ rows, from }: { rows: OperatorSummary[]; from: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const open = (o: OperatorSummary) => void navigate(ADMIN_ROUTES.operator(o.userId), { state: { from } });
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={intl.formatMessage(MESSAGES.operators)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(OPERATOR_COLUMNS.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(OPERATOR_COLUMNS.mobile)}</Table.Th>
            <Table.Th>{intl.formatMessage(OPERATOR_COLUMNS.account)}</Table.Th>
            <Table.Th>{intl.formatMessage(OPERATOR_COLUMNS.type)}</Table.Th>
            <Table.Th>{intl.formatMessage(OPERATOR_COLUMNS.group)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(OPERATOR_COLUMNS.wallet)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {rows.map((o) => {
          const accounts: (StaffAccount | null)[] = o.accounts.length > 0 ? o.accounts : [null];
          return (
            // One body per operator: its rows highlight and open together.
            <Table.Tbody
              key={o.userId}
              onClick={() => open(o)}
              style={{ cursor: 'pointer', borderTop: '1px solid var(--table-border-color)' }}
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
                  <Table.Td>
                    {a ? a.name : <Text c="dimmed">{intl.formatMessage(MESSAGES.noAccounts)}</Text>}
                  </Table.Td>
                  <Table.Td>{a ? <AccountType account={a} /> : null}</Table.Td>
                  <Table.Td>{a?.groupId ? <Code>{a.groupId}</Code> : <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {a ? walletText(a, intl) : null}
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
  const intl = useIntl();
  if (accounts.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {intl.formatMessage(MESSAGES.noAccounts)}
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
                {intl.formatMessage(OPERATOR_COLUMNS.group)}: <Code fz="xs">{a.groupId}</Code>
              </Text>
            ) : null}
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {walletText(a, intl)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Phone: one card per operator (a link to their page) with their accounts. */
export function OperatorCards({ rows, from }: { rows: OperatorSummary[]; from: string }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(MESSAGES.operators)}>
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
