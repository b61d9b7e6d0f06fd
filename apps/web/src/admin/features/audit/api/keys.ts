import type { ActorKind } from '@oc/contract';
import { ADMIN_KEY } from '../../../lib/keys';

/** The audit trail's filters as sent (`auditTrailQuerySchema`; empty ones left out). */
export interface AuditFilters {
  accountId?: string;
  actorKind?: ActorKind;
  kind?: string;
  /** IST days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

/** The audit trail's query keys. */
export const auditKeys = {
  all: () => [ADMIN_KEY, 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all(), 'list', filters] as const,
};
