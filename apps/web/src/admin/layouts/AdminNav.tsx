import { Badge, NavLink, Stack } from '@mantine/core';
import { apiKeysEndpoints, webhooksEndpoints, type StaffRole } from '@oc/contract';
import {
  IconBuildingBank,
  IconCash,
  IconHistory,
  IconIdBadge2,
  IconKey,
  IconReceipt,
  IconUsers,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import { defineMessages, type Message } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useWaitingCount } from '../features/proposals/api/get-proposals';
import { useBankProofsWaitingCount } from '../features/queues/api/get-bank-proofs';
import { useClaimsWaitingCount } from '../features/queues/api/get-claims';
import { useKycWaitingCount } from '../features/queues/api/get-kyc-reviews';
import { useStaffMe } from '../features/staff/api/get-me';
import { ADMIN_ROUTES } from '../routes';

interface Entry {
  label: Message;
  to: string;
  icon: Icon;
  /** Only these roles see the entry (the screen's role rule); every role when absent. */
  roles?: readonly StaffRole[];
}

/** The console's menu: one entry per screen. */
const LABELS = defineMessages({
  operators: { id: 'admin.shell.nav.operators', defaultMessage: 'Operators' },
  proposals: { id: 'admin.shell.nav.proposals', defaultMessage: 'Proposals' },
  bankProofs: { id: 'admin.shell.nav.bankProofs', defaultMessage: 'Bank proofs' },
  claims: { id: 'admin.shell.nav.claims', defaultMessage: 'Claims' },
  kyc: { id: 'admin.shell.nav.kyc', defaultMessage: 'KYC review' },
  audit: { id: 'admin.shell.nav.audit', defaultMessage: 'Audit trail' },
  apiKeys: { id: 'admin.shell.nav.apiKeys', defaultMessage: 'API keys' },
  webhooks: { id: 'admin.shell.nav.webhooks', defaultMessage: 'Webhooks' },
});

export const ADMIN_NAV: Entry[] = [
  { label: LABELS.operators, to: ADMIN_ROUTES.operators, icon: IconUsers },
  { label: LABELS.proposals, to: ADMIN_ROUTES.proposals, icon: IconCash },
  { label: LABELS.bankProofs, to: ADMIN_ROUTES.bankProofs, icon: IconBuildingBank },
  { label: LABELS.claims, to: ADMIN_ROUTES.claims, icon: IconReceipt },
  { label: LABELS.kyc, to: ADMIN_ROUTES.kyc, icon: IconIdBadge2 },
  { label: LABELS.audit, to: ADMIN_ROUTES.audit, icon: IconHistory },
  { label: LABELS.apiKeys, to: ADMIN_ROUTES.apiKeys, icon: IconKey, roles: apiKeysEndpoints.list.roles },
  {
    label: LABELS.webhooks,
    to: ADMIN_ROUTES.webhooks,
    icon: IconWebhook,
    roles: webhooksEndpoints.list.roles,
  },
];

/** The entries the member's role may open (API keys, Webhooks: admin only). */
export function navFor(role: StaffRole | null): Entry[] {
  return ADMIN_NAV.filter((e) => !e.roles || (role !== null && e.roles.includes(role)));
}

const isActive = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The menu (desktop sidebar, phone drawer); Proposals shows how many wait for a checker, Bank proofs,
 * Claims and KYC review how many wait for a decision there. An entry with a role rule (API keys)
 * shows only to the roles it names.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const member = useStaffMe();
  const waiting = useWaitingCount();
  const proofs = useBankProofsWaitingCount();
  const claims = useClaimsWaitingCount();
  const kyc = useKycWaitingCount();
  const counts: Record<string, { count: number | null; testId: string }> = {
    [ADMIN_ROUTES.proposals]: { count: waiting, testId: 'waiting-count' },
    [ADMIN_ROUTES.bankProofs]: { count: proofs, testId: 'bank-proofs-count' },
    [ADMIN_ROUTES.claims]: { count: claims, testId: 'claims-count' },
    [ADMIN_ROUTES.kyc]: { count: kyc, testId: 'kyc-count' },
  };
  return (
    <Stack
      gap={4}
      component="nav"
      aria-label={intl.formatMessage({ id: 'admin.shell.nav.label', defaultMessage: 'Console' })}
    >
      {navFor(member?.role ?? null).map(({ label, to, icon: Icon }) => {
        const active = isActive(to, pathname);
        const count = counts[to]?.count ?? null;
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={intl.formatMessage(label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            rightSection={
              count ? (
                <Badge
                  size="sm"
                  variant="filled"
                  color="yellow.7"
                  aria-label={intl.formatMessage(
                    { id: 'admin.shell.nav.waiting', defaultMessage: '{count} waiting' },
                    { count },
                  )}
                  data-testid={counts[to]?.testId}
                >
                  {count}
                </Badge>
              ) : null
            }
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
