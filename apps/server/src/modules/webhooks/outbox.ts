import { randomUUID } from 'node:crypto';
import {
  PROPOSAL_AUDIT,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookEvent,
  type WebhookEventBody,
} from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import type { AuditChange } from '../audit/audit';
import { insertOutboxEvent, lockOutboxOfAccount } from './webhooks.repository';

/**
 * The transactional outbox (docs/integration.md "Webhooks"): the audit trail's `recordAudit` calls
 * {@link writeOutbox} with every change it records, inside the change's transaction, and the changes
 * below become webhook events. The event's `data` is the change's `after` with the ids of what
 * changed, never a staff member's id or name.
 */

type Rec = Record<string, unknown>;
interface Emitted {
  type: WebhookEvent;
  data: Rec;
}
type Rule = (change: AuditChange, after: Rec, before: Rec) => Emitted[];

const rec = (v: unknown): Rec => (v !== null && typeof v === 'object' ? (v as Rec) : {});
const ev = (type: WebhookEvent, data: Rec): Emitted[] => [{ type, data }];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `commission.services_updated` (before/after: the changed services' seat limit, fallback fares and
 * per-date discount and fares): the commission side (seat limit, discount) is `commission.updated`,
 * the fare side (fallback and per-date fares) `seat-fare.updated`; one change may be both.
 */
const servicesPricing: Rule = (_c, after, before) => {
  const commission: Rec[] = [];
  const fares: Rec[] = [];
  for (const [serviceId, a] of Object.entries(after).map(([id, v]) => [id, rec(v)] as const)) {
    const b = rec(before[serviceId]);
    const aDates = rec(a.dates);
    const bDates = rec(b.dates);
    const dates = [...new Set([...Object.keys(aDates), ...Object.keys(bDates)])].sort();
    const discounts: Rec = {};
    const dateFares: Rec = {};
    for (const d of dates) {
      const x = rec(aDates[d]);
      const y = rec(bDates[d]);
      if (!same(x.discount, y.discount)) discounts[d] = { discount: x.discount ?? null };
      if (!same(x.fare, y.fare)) dateFares[d] = { fare: x.fare ?? { seater: null, sleeper: null } };
    }
    const service = { serviceId, service: a.service ?? b.service ?? null };
    const seatLimit = !same(a.seatLimit, b.seatLimit);
    if (seatLimit || Object.keys(discounts).length > 0)
      commission.push({
        ...service,
        ...(seatLimit ? { seatLimit: a.seatLimit ?? null } : {}),
        ...(Object.keys(discounts).length > 0 ? { dates: discounts } : {}),
      });
    const fallback = !same(a.fallbackFare, b.fallbackFare);
    if (fallback || Object.keys(dateFares).length > 0)
      fares.push({
        ...service,
        ...(fallback ? { fallbackFare: a.fallbackFare ?? null } : {}),
        ...(Object.keys(dateFares).length > 0 ? { dates: dateFares } : {}),
      });
  }
  return [
    ...(commission.length > 0 ? ev('commission.updated', { scope: 'services', services: commission }) : []),
    ...(fares.length > 0 ? ev('seat-fare.updated', { services: fares }) : []),
  ];
};

const reimbursementDecided: Rule = (c, a) =>
  ev('reimbursement.decided', {
    reimbursementId: c.entityId,
    status: a.status,
    rc: a.rc ?? null,
    ...(a.approvedAmount !== undefined ? { approvedAmount: a.approvedAmount } : {}),
    ...(a.reason !== undefined ? { reason: a.reason } : {}),
  });

const kycVerified: Rule = (_c, a) =>
  ev('kyc.verified', { document: a.document, status: a.status, holderName: a.holderName ?? null });

const walletDebited: Rule = (_c, a) => ev('wallet.debited', a);

/** Audit kind → the webhook events its change is. Kinds not here make no event. */
const RULES: Record<string, Rule> = {
  'deal.published': (c, a) => ev('deal.published', { campaignId: c.entityId, ...a }),
  // A renewal publishes a new campaign with the old one's deal.
  'deal.renewed': (c, a, b) =>
    ev('deal.published', { campaignId: c.entityId, ...a, renewedFromCode: b.code ?? null }),
  // A switch on or off; an extension (only the end date changes) is no event.
  'deal.updated': (c, a, b) =>
    same(a.status, b.status)
      ? []
      : ev('deal.switched', {
          campaignId: c.entityId,
          code: a.code,
          status: a.status,
          previousStatus: b.status,
        }),
  'commission.global_updated': (_c, a, b) =>
    ev('commission.updated', {
      scope: 'global',
      globalCommission: a.globalCommission,
      previousGlobalCommission: b.globalCommission ?? null,
    }),
  'commission.services_updated': servicesPricing,
  'account.bank_proof_uploaded': (_c, a, b) =>
    ev('bank-proof.uploaded', { status: a.status, fileId: a.file ?? null, previousStatus: b.status ?? null }),
  'reimbursement.filed': (c, a) =>
    ev('reimbursement.submitted', {
      reimbursementId: c.entityId,
      rc: a.rc,
      startDate: a.startDate,
      endDate: a.endDate,
      amount: a.amount,
      financeStatus: a.financeStatus,
      proofFileId: a.proof ?? null,
    }),
  'cab.driver_assigned': (c, a, b) =>
    ev('driver.assigned', {
      tripId: c.entityId,
      driverName: a.driverName,
      driverMobile: a.driverMobile,
      vehicleRc: a.vehicleRc,
      replaced: Object.keys(b).length > 0,
    }),
  'wallet.topup.credited': (_c, a) => ev('wallet.credited', { ...a, source: 'TOPUP' }),
  'wallet.credited': (_c, a) => ev('wallet.credited', { ...a, source: 'ADMIN' }),
  'kyc.verified': kycVerified,
  'kyc.aadhaar_verified': kycVerified,
  // Staff decisions.
  'account.bank_proof_decided': (_c, a) =>
    ev('bank-proof.decided', { status: a.status, reason: a.reason ?? null }),
  'reimbursement.approved': reimbursementDecided,
  'reimbursement.rejected': reimbursementDecided,
  'kyc.review_decided': (_c, a) =>
    ev('kyc.reviewed', {
      document: a.document,
      decision: a.decision,
      nameOnDocument: a.nameOnDocument ?? null,
      ...(a.legalName !== undefined ? { legalName: a.legalName } : {}),
      ...(a.reason !== undefined ? { reason: a.reason } : {}),
    }),
  [PROPOSAL_AUDIT.WALLET_DEBIT.applied]: walletDebited,
  // The admin command's debit (`npm run admin -- wallet-debit`), applied at once.
  'wallet.debited': walletDebited,
  [PROPOSAL_AUDIT.PAYOUT_PUBLICATION.applied]: (c, a) =>
    ev('payout.published', { payoutId: c.entityId, ...a }),
  [PROPOSAL_AUDIT.WEEK_CLOSE.applied]: (c, a) => ev('week.closed', { summaryId: c.entityId, ...a }),
};

/** The audit kinds that make webhook events (docs/integration.md lists them with their events). */
export const OUTBOX_AUDIT_KINDS: readonly string[] = Object.keys(RULES);

/** Keys that name a person of the provider's staff: never sent. */
const STAFF_KEYS = new Set(['by', 'decidedBy', 'proposedBy', 'createdBy', 'actorId', 'actorName', 'staffId']);

/** The webhook events of one audited change (none for most kinds). */
export function eventsOf(change: AuditChange): Emitted[] {
  const rule = RULES[change.kind];
  if (!rule) return [];
  return rule(change, rec(change.after), rec(change.before)).map((e) => ({
    type: e.type,
    data: Object.fromEntries(Object.entries(e.data).filter(([k]) => !STAFF_KEYS.has(k))),
  }));
}

/** The body a receiver gets (its fields in this order; `id` is the event id). */
export function eventBody(e: {
  eventId: string;
  type: WebhookEvent;
  at: Date;
  accountId: string | null;
  data: Rec;
}): WebhookEventBody {
  return { id: e.eventId, type: e.type, createdAt: e.at.toISOString(), accountId: e.accountId, data: e.data };
}

/**
 * Writes the change's events to the outbox, each with a PENDING delivery to every endpoint
 * subscribed now, inside the change's transaction `tx` (so an event exists exactly when its change
 * does). Answers how many events it wrote.
 */
export async function writeOutbox(tx: DbOrTx, change: AuditChange, at: Date): Promise<number> {
  const events = eventsOf(change);
  if (events.length === 0) return 0;
  await lockOutboxOfAccount(tx, change.accountId);
  const giveUpAt = new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  for (const e of events) {
    const eventId = randomUUID();
    await insertOutboxEvent(tx, {
      eventId,
      type: e.type,
      accountId: change.accountId,
      payload: eventBody({ eventId, type: e.type, at, accountId: change.accountId, data: e.data }),
      at,
      giveUpAt,
    });
  }
  return events.length;
}
