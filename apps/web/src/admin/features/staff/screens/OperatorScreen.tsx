import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffAccountDetail } from '@oc/contract';
import { IconArrowLeft, IconCalendarCheck, IconCash, IconReceipt } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { formatCount } from '../../../../lib/format';
import { PayoutProposalModal } from '../../proposals/components/PayoutProposalModal';
import type { ProposalAccount } from '../../proposals/components/ProposalModalTitle';
import { WalletDebitModal } from '../../proposals/components/WalletDebitModal';
import { WeekCloseProposalModal } from '../../proposals/components/WeekCloseProposalModal';
import { canMoveMoney } from '../../proposals/lib/permissions';
import { ADMIN_ROUTES } from '../../../routes';
import { useOperator } from '../api/get-operator';
import { useStaffMe } from '../api/get-me';
import { AccountDetail } from '../components/AccountDetail';

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

const asProposalAccount = (a: StaffAccountDetail): ProposalAccount => ({
  id: a.id,
  name: a.name,
  type: a.type,
});

/**
 * /admin/operators/:id: one operator's facts, then each business account as a card: type, ids,
 * profile facts, KYC, bank proof, latest claims and payouts, and its audit trail. Finance and admin
 * can propose a wallet debit (prefilled with the mobile number), a payout for a GDS (OPERATOR)
 * account and a week close for an MG (BUSOWNER) account; a second finance or admin user approves.
 */
export default function OperatorScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const operator = useOperator(id);
  const member = useStaffMe();
  const mayMoveMoney = canMoveMoney(member);
  const [proposing, setProposing] = useState(false);
  const [payoutFor, setPayoutFor] = useState<ProposalAccount | null>(null);
  const [weekCloseFor, setWeekCloseFor] = useState<ProposalAccount | null>(null);
  const from = (location.state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith(ADMIN_ROUTES.operators) ? from : ADMIN_ROUTES.operators;

  /** An account's money actions (finance and admin): a payout for GDS, a week close for MG. */
  const actionsOf = (a: StaffAccountDetail): ReactNode => {
    if (!mayMoveMoney) return null;
    if (a.type === 'OPERATOR')
      return (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconReceipt size={14} aria-hidden />}
          onClick={() => setPayoutFor(asProposalAccount(a))}
          aria-label={intl.formatMessage(
            { id: 'admin.staff.operator.proposePayoutFor', defaultMessage: 'Propose payout for {name}' },
            { name: a.name },
          )}
        >
          {intl.formatMessage({ id: 'admin.staff.operator.proposePayout', defaultMessage: 'Propose payout' })}
        </Button>
      );
    if (a.type === 'BUSOWNER')
      return (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCalendarCheck size={14} aria-hidden />}
          onClick={() => setWeekCloseFor(asProposalAccount(a))}
          aria-label={intl.formatMessage(
            {
              id: 'admin.staff.operator.proposeWeekCloseFor',
              defaultMessage: 'Propose week close for {name}',
            },
            { name: a.name },
          )}
        >
          {intl.formatMessage({
            id: 'admin.staff.operator.proposeWeekClose',
            defaultMessage: 'Propose week close',
          })}
        </Button>
      );
    return null;
  };

  const accountsLabel = intl.formatMessage({
    id: 'admin.staff.operator.accounts',
    defaultMessage: 'Accounts',
  });
  let content;
  if (operator.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.staff.operator.loading',
          defaultMessage: 'Loading the operator',
        })}
      />
    );
  else if (operator.isError)
    content = (
      <QueryError
        query={operator}
        what={intl.formatMessage({ id: 'admin.staff.operator.what', defaultMessage: 'this operator' })}
      />
    );
  else {
    const o = operator.data;
    const wallets = o.accounts.filter((a) => a.walletBalance !== null).map((a) => a.type);
    content = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {o.name}
          </Title>
          {mayMoveMoney && wallets.length > 0 ? (
            <Button
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={() => setProposing(true)}
              fullWidth={isMobile}
            >
              {intl.formatMessage({
                id: 'admin.staff.operator.proposeDebit',
                defaultMessage: 'Propose wallet debit',
              })}
            </Button>
          ) : null}
        </Group>
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={intl.formatMessage({ id: 'admin.staff.mobile', defaultMessage: 'Mobile' })}>
              {o.mobileNo}
            </Fact>
            <Fact label={intl.formatMessage({ id: 'admin.staff.email', defaultMessage: 'E-mail' })}>
              {o.email ?? '—'}
            </Fact>
            <Fact label={accountsLabel}>{formatCount(o.accounts.length)}</Fact>
          </SimpleGrid>
        </Paper>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {accountsLabel}
          </Title>
          {o.accounts.length === 0 ? (
            <EmptyState
              message={intl.formatMessage({
                id: 'admin.staff.operator.noAccounts',
                defaultMessage: 'No business accounts.',
              })}
            />
          ) : (
            <Stack gap="sm" role="list" aria-label={accountsLabel}>
              {o.accounts.map((a) => (
                <div key={a.id} role="listitem">
                  <AccountDetail account={a} actions={actionsOf(a)} />
                </div>
              ))}
            </Stack>
          )}
        </Stack>
        <WalletDebitModal
          opened={proposing}
          onClose={() => setProposing(false)}
          mobileNo={o.mobileNo}
          wallets={wallets}
          onProposed={() => void navigate(ADMIN_ROUTES.proposals)}
        />
        <PayoutProposalModal account={payoutFor} onClose={() => setPayoutFor(null)} />
        <WeekCloseProposalModal account={weekCloseFor} onClose={() => setWeekCloseFor(null)} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {intl.formatMessage({ id: 'admin.staff.operators.title', defaultMessage: 'Operators' })}
        </Group>
      </Anchor>
      {content}
    </Stack>
  );
}
