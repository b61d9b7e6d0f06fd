import { Anchor, Code, Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { OPERATOR_DETAIL_RECENT, isIsoDate, type StaffAccountDetail } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { isMobile } from '../../../../lib/device';
import { formatDate, formatDateTime, formatInr } from '../../../../lib/format';
import {
  BANK_PROOF_STATUS_LABELS,
  REIMBURSEMENT_STATUS_LABELS,
  KYC_DOCUMENT_LABELS,
  KYC_STATUS_LABELS,
  SUB_TYPE_LABELS,
  yesNo,
} from '../../../../lib/labels';
import { auditOfAccount } from '../../../routes';
import {
  BANK_PROOF_STATUS_TONES,
  CLAIM_STATUS_TONES,
  KYC_STATUS_TONES,
  showsPart,
} from '../lib/account-labels';
import { AccountType, OPERATOR_COLUMNS, walletText } from './OperatorResults';

type Claim = StaffAccountDetail['claims'][number];
type Payout = StaffAccountDetail['payouts'][number];

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const CLAIM_COLUMNS = defineMessages({
  rc: { id: 'admin.staff.account.busRc', defaultMessage: 'Bus RC' },
  days: { id: 'admin.staff.account.days', defaultMessage: 'Days' },
  amount: { id: 'admin.staff.account.amount', defaultMessage: 'Amount' },
  status: { id: 'admin.staff.account.status', defaultMessage: 'Status' },
  approved: { id: 'admin.staff.account.approvedAmount', defaultMessage: 'Approved amount' },
});
const PAYOUT_COLUMNS = defineMessages({
  days: CLAIM_COLUMNS.days,
  amount: CLAIM_COLUMNS.amount,
  created: { id: 'admin.staff.account.createdOn', defaultMessage: 'Created on' },
});

const MESSAGES = defineMessages({
  reason: { id: 'admin.staff.account.reasonLabel', defaultMessage: 'Reason' },
  claims: { id: 'admin.staff.account.claims', defaultMessage: 'Claims' },
  payouts: { id: 'admin.staff.account.payouts', defaultMessage: 'Payouts' },
});

/** A business date (DD/MM/YYYY) or an instant (DD/MM/YYYY HH:mm, IST), as the answer has it. */
function dayText(value: string): string {
  return isIsoDate(value) ? formatDate(value) : formatDateTime(value) || value;
}

const daysText = (from: string, to: string) =>
  from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;

/** A label and its value in a summary (docs/ui.md "Colours and type": xs, dimmed, uppercase). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A part of the account (KYC, bank proof, claims, payouts): its name, then its content. */
function Part({ title, note, children }: { title: string; note?: string | undefined; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** 'The latest 20' when the list may hold only the newest ones. */
const latestNote = (count: number, intl: IntlShape) =>
  count === 0
    ? undefined
    : count >= OPERATOR_DETAIL_RECENT
      ? intl.formatMessage(
          { id: 'admin.staff.account.latest', defaultMessage: 'The latest {count}, newest first' },
          { count: OPERATOR_DETAIL_RECENT },
        )
      : intl.formatMessage({ id: 'admin.staff.account.newestFirst', defaultMessage: 'Newest first' });

function Kyc({ account }: { account: StaffAccountDetail }) {
  const intl = useIntl();
  return (
    <Part title="KYC">
      {account.kyc.length === 0 ? (
        <Empty>
          {intl.formatMessage({ id: 'admin.staff.account.noKyc', defaultMessage: 'No KYC documents yet.' })}
        </Empty>
      ) : (
        <Group gap="xs" data-testid="account-kyc">
          {account.kyc.map((k) => (
            <StatusBadge key={k.document} tone={KYC_STATUS_TONES[k.status]}>
              {intl.formatMessage(KYC_DOCUMENT_LABELS[k.document])}:{' '}
              {intl.formatMessage(KYC_STATUS_LABELS[k.status])}
            </StatusBadge>
          ))}
        </Group>
      )}
    </Part>
  );
}

function BankProof({ account }: { account: StaffAccountDetail }) {
  const intl = useIntl();
  const proof = account.bankProof;
  return (
    <Part title={intl.formatMessage({ id: 'admin.staff.account.bankProof', defaultMessage: 'Bank proof' })}>
      {proof === null ? (
        <Empty>
          {intl.formatMessage({
            id: 'admin.staff.account.noBankProof',
            defaultMessage: 'No cancelled cheque uploaded yet.',
          })}
        </Empty>
      ) : (
        <Stack gap={4} data-testid="account-bank-proof">
          <Group gap="xs">
            <StatusBadge tone={BANK_PROOF_STATUS_TONES[proof.status]}>
              {intl.formatMessage(BANK_PROOF_STATUS_LABELS[proof.status])}
            </StatusBadge>
            {proof.uploadedAt ? (
              <Text size="xs" c="dimmed">
                {intl.formatMessage(
                  { id: 'admin.staff.account.uploaded', defaultMessage: 'Uploaded {date}' },
                  { date: dayText(proof.uploadedAt) },
                )}
              </Text>
            ) : null}
          </Group>
          {proof.reason ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(
                { id: 'admin.staff.account.reason', defaultMessage: 'Reason: {reason}' },
                { reason: proof.reason },
              )}
            </Text>
          ) : null}
        </Stack>
      )}
    </Part>
  );
}

function ClaimStatus({ claim }: { claim: Claim }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={CLAIM_STATUS_TONES[claim.status]} miw="max-content">
      {intl.formatMessage(REIMBURSEMENT_STATUS_LABELS[claim.status])}
    </StatusBadge>
  );
}

function Claims({ claims }: { claims: Claim[] }) {
  const intl = useIntl();
  if (claims.length === 0)
    return (
      <Empty>
        {intl.formatMessage({ id: 'admin.staff.account.noClaims', defaultMessage: 'No claims yet.' })}
      </Empty>
    );
  const approved = (c: Claim) => (c.approvedAmount === null ? '—' : formatInr(c.approvedAmount));
  if (isMobile)
    return (
      <Stack gap="xs" role="list" aria-label={intl.formatMessage(MESSAGES.claims)}>
        {claims.map((c) => (
          <Paper key={c.id} withBorder radius="sm" p="xs" role="listitem">
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" fw={600} truncate="end">
                {c.rc}
              </Text>
              <ClaimStatus claim={c} />
            </Group>
            <CardFields
              fields={[
                { label: intl.formatMessage(CLAIM_COLUMNS.days), value: daysText(c.startDate, c.endDate) },
                { label: intl.formatMessage(CLAIM_COLUMNS.amount), value: formatInr(c.amount) },
                { label: intl.formatMessage(CLAIM_COLUMNS.approved), value: approved(c) },
                ...(c.reason ? [{ label: intl.formatMessage(MESSAGES.reason), value: c.reason }] : []),
              ]}
            />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={intl.formatMessage(MESSAGES.claims)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(CLAIM_COLUMNS.rc)}</Table.Th>
            <Table.Th>{intl.formatMessage(CLAIM_COLUMNS.days)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(CLAIM_COLUMNS.amount)}</Table.Th>
            <Table.Th>{intl.formatMessage(CLAIM_COLUMNS.status)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(CLAIM_COLUMNS.approved)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((c) => (
            <Table.Tr key={c.id} style={{ verticalAlign: 'top' }}>
              <Table.Td fw={600}>{c.rc}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{daysText(c.startDate, c.endDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatInr(c.amount)}
              </Table.Td>
              <Table.Td>
                <ClaimStatus claim={c} />
                {c.reason ? (
                  <Text size="xs" c="dimmed" maw={260} mt={2} style={{ overflowWrap: 'anywhere' }}>
                    {c.reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {approved(c)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Payouts({ payouts }: { payouts: Payout[] }) {
  const intl = useIntl();
  if (payouts.length === 0)
    return (
      <Empty>
        {intl.formatMessage({ id: 'admin.staff.account.noPayouts', defaultMessage: 'No payouts yet.' })}
      </Empty>
    );
  if (isMobile)
    return (
      <Stack gap="xs" role="list" aria-label={intl.formatMessage(MESSAGES.payouts)}>
        {payouts.map((p) => (
          <Paper key={p.id} withBorder radius="sm" p="xs" role="listitem">
            <CardFields
              fields={[
                { label: intl.formatMessage(PAYOUT_COLUMNS.days), value: daysText(p.from, p.to) },
                { label: intl.formatMessage(PAYOUT_COLUMNS.amount), value: <b>{formatInr(p.amount)}</b> },
                { label: intl.formatMessage(PAYOUT_COLUMNS.created), value: dayText(p.createdOn) },
              ]}
            />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={intl.formatMessage(MESSAGES.payouts)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(PAYOUT_COLUMNS.days)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(PAYOUT_COLUMNS.amount)}</Table.Th>
            <Table.Th>{intl.formatMessage(PAYOUT_COLUMNS.created)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{daysText(p.from, p.to)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatInr(p.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(p.createdOn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One business account on the operator's page, the same on both layouts (a card per account): its
 * name, type, ids and actions; its profile facts (wallet, sub type, turnover, GSTIN, MSME, legal
 * name); then the parts its business model has, or that hold something: KYC and bank proof (GDS),
 * the latest claims (MG) and payouts (GDS), as small tables on desktop and lists on the phone.
 */
export function AccountDetail({ account, actions }: { account: StaffAccountDetail; actions?: ReactNode }) {
  const intl = useIntl();
  const a = account;
  const kyc = showsPart('kyc', a.type, a.kyc.length > 0);
  const bankProof = showsPart('bankProof', a.type, a.bankProof !== null);
  const claims = showsPart('claims', a.type, a.claims.length > 0);
  const payouts = showsPart('payouts', a.type, a.payouts.length > 0);
  const optional = (value: boolean | null) => (value === null ? '—' : yesNo(value));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="account" data-type={a.type}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Text fw={700} truncate="end">
                {a.name}
              </Text>
              <AccountType account={a} />
            </Group>
            <Group gap={6} wrap="wrap" align="center">
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: 'admin.staff.account.id', defaultMessage: 'Account ID' })}
              </Text>
              <Code fz="xs" style={{ userSelect: 'all', overflowWrap: 'anywhere' }}>
                {a.id}
              </Code>
              <Anchor component={Link} to={auditOfAccount(a.id)} size="xs">
                {intl.formatMessage({ id: 'admin.staff.account.auditTrail', defaultMessage: 'Audit trail' })}
              </Anchor>
            </Group>
          </Stack>
          {actions ? (
            <Group gap="xs" w={isMobile ? '100%' : undefined} grow={isMobile}>
              {actions}
            </Group>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
          <Fact label={intl.formatMessage(OPERATOR_COLUMNS.wallet)}>{walletText(a, intl)}</Fact>
          <Fact label={intl.formatMessage(OPERATOR_COLUMNS.group)}>
            {a.groupId ? <Code fz="xs">{a.groupId}</Code> : '—'}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.staff.subType', defaultMessage: 'Sub type' })}>
            {a.subType ? intl.formatMessage(SUB_TYPE_LABELS[a.subType]) : '—'}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.staff.turnover', defaultMessage: 'Turnover' })}>
            {a.turnover === null ? '—' : formatInr(a.turnover)}
          </Fact>
          <Fact
            label={intl.formatMessage({ id: 'admin.staff.gstinRequired', defaultMessage: 'GSTIN required' })}
          >
            {optional(a.isGstinRequired)}
          </Fact>
          <Fact
            label={intl.formatMessage({
              id: 'admin.staff.msmeRegistered',
              defaultMessage: 'MSME registered',
            })}
          >
            {optional(a.isMsme)}
          </Fact>
        </SimpleGrid>
        {a.legalName && a.legalName !== a.name ? (
          <Fact
            label={intl.formatMessage({ id: 'admin.staff.account.legalName', defaultMessage: 'Legal name' })}
          >
            {a.legalName}
          </Fact>
        ) : null}
        {kyc || bankProof ? (
          <>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {kyc ? <Kyc account={a} /> : null}
              {bankProof ? <BankProof account={a} /> : null}
            </SimpleGrid>
          </>
        ) : null}
        {claims ? (
          <>
            <Divider />
            <Part title={intl.formatMessage(MESSAGES.claims)} note={latestNote(a.claims.length, intl)}>
              <Claims claims={a.claims} />
            </Part>
          </>
        ) : null}
        {payouts ? (
          <>
            <Divider />
            <Part title={intl.formatMessage(MESSAGES.payouts)} note={latestNote(a.payouts.length, intl)}>
              <Payouts payouts={a.payouts} />
            </Part>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
