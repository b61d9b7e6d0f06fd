import {
  USER_TYPE_LABELS,
  type ActorKind,
  type IngestScope,
  type ProposalStatus,
  type StaffRole,
  type UserType,
} from '@oc/contract';
import type { StatusTone } from '../../components/StatusBadge';

/**
 * The console's labels (docs/ui.md "Labels and enumerations": no enumeration value is shown raw),
 * beside the app's own in lib/labels.ts.
 */

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  support: 'Support',
  finance: 'Finance',
  admin: 'Admin',
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  PROPOSED: 'Waiting',
  APPLIED: 'Applied',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

export const PROPOSAL_STATUS_TONES: Record<ProposalStatus, StatusTone> = {
  PROPOSED: 'pending',
  APPLIED: 'positive',
  REJECTED: 'negative',
  WITHDRAWN: 'neutral',
};

export const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  staff: 'Staff',
  operator: 'Operator',
  command: 'Command line',
  ingestion: 'Ingestion',
  system: 'System',
};

/** What an API key may send (its scopes), one record kind of the ingestion API each. */
export const INGEST_SCOPE_LABELS: Record<IngestScope, string> = {
  bookings: 'Bookings',
  'bus-trips': 'Bus trips',
  'cab-trips': 'Cab trips',
  ratings: 'Ratings',
  inspections: 'Inspections',
  audits: 'Audits',
  services: 'Services',
  'payment-summaries': 'Payment summaries',
  payouts: 'Payouts',
  'fleet-contracts': 'Fleet contracts',
  files: 'Files (attachments)',
};

/** An account's type as people know the business model (GDS, MG, Electric, Cab). */
export function accountTypeLabel(type: string): string {
  return type in USER_TYPE_LABELS ? USER_TYPE_LABELS[type as UserType] : type;
}
