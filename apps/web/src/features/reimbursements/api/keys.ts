import { resolveUserType } from '../../../lib/session';

/**
 * The reimbursements query keys (part 2 §2 /reimbursements). `list(null)` is every claim (GET),
 * `list(rc)` one bus's (POST by rc); a new claim refreshes them all. A proof's preview is keyed by
 * its claim and never reused (its link lives 5 minutes).
 */
export const reimbursementKeys = {
  all: () => [resolveUserType(), 'reimbursements'] as const,
  lists: () => [...reimbursementKeys.all(), 'list'] as const,
  list: (rc: string | null) => [...reimbursementKeys.lists(), rc ?? 'all'] as const,
  proof: (id: string) => [...reimbursementKeys.all(), 'proof', id] as const,
};
