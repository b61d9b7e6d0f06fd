import { resolveUserType } from '../../../lib/session';

/**
 * The buses query keys (part 2 §2 /myBuses). The RC list is also the RC filter of inspections,
 * audits, feedback, services, trips and revenue and reimbursements: they all read `busKeys.rcs()`.
 */
export const busKeys = {
  all: () => [resolveUserType(), 'buses'] as const,
  rcs: () => [...busKeys.all(), 'rcs'] as const,
};
