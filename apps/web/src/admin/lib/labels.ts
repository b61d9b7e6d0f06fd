import type { ActorKind, IngestScope, ProposalStatus, StaffRole } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import type { StatusTone } from '../../components/StatusBadge';
import { currentIntl } from '../../i18n/language';
import { userTypeLabel } from '../../lib/user-type-labels';

/**
 * The console's labels (docs/ui.md "Labels and enumerations": no enumeration value is shown raw),
 * beside the app's own in lib/labels.ts. Each is a message (docs/ui.md "Languages"), formatted at
 * render time: `intl.formatMessage(PROPOSAL_STATUS_LABELS[status])`.
 */

/**
 * A map of labels read in the page's language at the moment a label is read (`LABELS[key]` is a
 * string), for code that keeps a string map; a change of language draws the page again
 * (I18nProvider), so a label read while rendering is always in the page's language.
 */
function liveLabels<K extends string>(messages: Record<K, Message>): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    const message: Message = messages[key];
    Object.defineProperty(labels, key, { enumerable: true, get: () => currentIntl().formatMessage(message) });
  }
  return labels;
}

export const STAFF_ROLE_MESSAGES: Record<StaffRole, Message> = defineMessages({
  support: { id: 'admin.common.role.support', defaultMessage: 'Support' },
  finance: { id: 'admin.common.role.finance', defaultMessage: 'Finance' },
  admin: { id: 'admin.common.role.admin', defaultMessage: 'Admin' },
});

/** A role's label as a string in the page's language (`STAFF_ROLE_LABELS[member.role]`). */
export const STAFF_ROLE_LABELS = liveLabels(STAFF_ROLE_MESSAGES);

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, Message> = defineMessages({
  PROPOSED: { id: 'admin.common.proposalStatus.proposed', defaultMessage: 'Waiting' },
  APPLIED: { id: 'admin.common.proposalStatus.applied', defaultMessage: 'Applied' },
  REJECTED: { id: 'admin.common.proposalStatus.rejected', defaultMessage: 'Rejected' },
  WITHDRAWN: { id: 'admin.common.proposalStatus.withdrawn', defaultMessage: 'Withdrawn' },
});

export const PROPOSAL_STATUS_TONES: Record<ProposalStatus, StatusTone> = {
  PROPOSED: 'pending',
  APPLIED: 'positive',
  REJECTED: 'negative',
  WITHDRAWN: 'neutral',
};

export const ACTOR_KIND_LABELS: Record<ActorKind, Message> = defineMessages({
  staff: { id: 'admin.common.actorKind.staff', defaultMessage: 'Staff' },
  operator: { id: 'admin.common.actorKind.operator', defaultMessage: 'Operator' },
  command: { id: 'admin.common.actorKind.command', defaultMessage: 'Command line' },
  ingestion: { id: 'admin.common.actorKind.ingestion', defaultMessage: 'Ingestion' },
  system: { id: 'admin.common.actorKind.system', defaultMessage: 'System' },
});

/** What an API key may send (its scopes), one record kind of the ingestion API each. */
export const INGEST_SCOPE_LABELS: Record<IngestScope, Message> = defineMessages({
  bookings: { id: 'admin.common.scope.bookings', defaultMessage: 'Bookings' },
  'bus-trips': { id: 'admin.common.scope.busTrips', defaultMessage: 'Bus trips' },
  'cab-trips': { id: 'admin.common.scope.cabTrips', defaultMessage: 'Cab trips' },
  ratings: { id: 'admin.common.scope.ratings', defaultMessage: 'Ratings' },
  inspections: { id: 'admin.common.scope.inspections', defaultMessage: 'Inspections' },
  audits: { id: 'admin.common.scope.audits', defaultMessage: 'Audits' },
  services: { id: 'admin.common.scope.services', defaultMessage: 'Services' },
  'payment-summaries': { id: 'admin.common.scope.paymentSummaries', defaultMessage: 'Payment summaries' },
  payouts: { id: 'admin.common.scope.payouts', defaultMessage: 'Payouts' },
  'fleet-contracts': { id: 'admin.common.scope.fleetContracts', defaultMessage: 'Fleet contracts' },
  files: { id: 'admin.common.scope.files', defaultMessage: 'Files (attachments)' },
});

/** An account's type as people know the business model (GDS, MG, Electric, Cab), in the page's language. */
export const accountTypeLabel = (type: string): string => userTypeLabel(type);
