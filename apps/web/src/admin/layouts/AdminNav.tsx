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
import { Link, useLocation } from 'react-router';
import { useWaitingCount } from '../features/proposals/api/get-proposals';
import { useBankProofsWaitingCount } from '../features/queues/api/get-bank-proofs';
import { useClaimsWaitingCount } from '../features/queues/api/get-claims';
import { useKycWaitingCount } from '../features/queues/api/get-kyc-reviews';
import { useStaffMe } from '../features/staff/api/get-me';
import { ADMIN_ROUTES } from '../routes';

interface Entry {
  label: string;
  to: string;
  icon: Icon;
  /** Only these roles see the entry (the screen's role rule); every role when absent. */
  roles?: readonly StaffRole[];
}

/** The console's menu: one entry per screen. */
export const ADMIN_NAV: Entry[] = [
  { label: 'Operators', to: ADMIN_ROUTES.operators, icon: IconUsers },
  { label: 'Proposals', to: ADMIN_ROUTES.proposals, icon: IconCash },
  { label: 'Bank proofs', to: ADMIN_ROUTES.bankProofs, icon: IconBuildingBank },
  { label: 'Claims', to: ADMIN_ROUTES.claims, icon: IconReceipt },
  { label: 'KYC review', to: ADMIN_ROUTES.kyc, icon: IconIdBadge2 },
  { label: 'Audit trail', to: ADMIN_ROUTES.audit, icon: IconHistory },
  { label: 'API keys', to: ADMIN_ROUTES.apiKeys, icon: IconKey, roles: apiKeysEndpoints.list.roles },
  { label: 'Webhooks', to: ADMIN_ROUTES.webhooks, icon: IconWebhook, roles: webhooksEndpoints.list.roles },
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
    <Stack gap={4} component="nav" aria-label="Console">
      {navFor(member?.role ?? null).map(({ label, to, icon: Icon }) => {
        const active = isActive(to, pathname);
        const count = counts[to]?.count ?? null;
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
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
                  aria-label={`${count} waiting`}
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
