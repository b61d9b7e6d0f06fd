/**
 * The staff console's addresses (issue 38): everything under /admin, its own chunk, layout and
 * session (admin/AdminApp.tsx). The operator's routes (app/router.tsx) only know the prefix.
 */
import { STAFF_PAGES } from '@oc/contract';

export const ADMIN_BASE = STAFF_PAGES.root;

export const ADMIN_ROUTES = {
  home: ADMIN_BASE,
  login: `${ADMIN_BASE}/login`,
  /** `?token=`: the one-time link `npm run admin -- staff-create` prints. */
  setPassword: STAFF_PAGES.setPassword,
  operators: `${ADMIN_BASE}/operators`,
  /** Onboarding: a person and their business accounts (support, admin). */
  onboardOperator: `${ADMIN_BASE}/operators/new`,
  operator: (id: string) => `${ADMIN_BASE}/operators/${encodeURIComponent(id)}`,
  proposals: `${ADMIN_BASE}/proposals`,
  bankProofs: `${ADMIN_BASE}/queues/bank-proofs`,
  claims: `${ADMIN_BASE}/queues/claims`,
  kyc: `${ADMIN_BASE}/queues/kyc`,
  audit: `${ADMIN_BASE}/audit`,
  /** The ingestion API's keys (admin only). */
  apiKeys: `${ADMIN_BASE}/api-keys`,
  /** Outbound webhooks: endpoints and dead letters (admin only). */
  webhooks: `${ADMIN_BASE}/webhooks`,
} as const;

/** `/admin/audit?accountId=…`: the trail of one operator account. */
export const auditOfAccount = (accountId: string) =>
  `${ADMIN_ROUTES.audit}?${new URLSearchParams({ accountId }).toString()}`;
