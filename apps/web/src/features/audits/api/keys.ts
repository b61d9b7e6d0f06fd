import type { AuditQuery } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/** Audit Data query keys (part 2 §2 /auditDataDetails). */
export const auditKeys = {
  all: () => [resolveUserType(), 'audits'] as const,
  list: (query: AuditQuery) => [...auditKeys.all(), 'list', query] as const,
};
