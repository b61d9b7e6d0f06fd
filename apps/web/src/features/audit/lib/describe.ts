import type { ActivityEvent } from '@oc/contract';
import { defineMessages, type Formatter, type Message } from '@oc/i18n';
import { currentIntl } from '../../../i18n/language';
import { formatDate, formatInr } from '../../../lib/format';

/** One change in words: what happened, and each value that moved ('Sleeper fare: ₹1,200 → ₹1,300'). */
export interface DescribedEvent {
  title: string;
  who: string;
  changes: { label: string; from: string | null; to: string | null }[];
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const money = (v: unknown) => (typeof v === 'number' ? formatInr(v) : null);
/** A stored value as words: text and numbers as they are, anything else as `fallback`. */
const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : fallback;
/** `map[key]` when the map has it (never an inherited property such as 'constructor'). */
function own<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
/** A title with a value left empty reads without the gap ('Published deal'). */
const tidy = (s: string): string => s.replace('  ', ' ').trim();

const T = defineMessages({
  dealPublished: { id: 'audit.event.dealPublished', defaultMessage: 'Published deal {code}' },
  dealUpdated: { id: 'audit.event.dealUpdated', defaultMessage: 'Changed deal {code}' },
  dealRenewed: { id: 'audit.event.dealRenewed', defaultMessage: 'Renewed deal {from} as {code}' },
  servicesUpdated: {
    id: 'audit.event.servicesUpdated',
    defaultMessage: 'Changed offline commission or seat fares',
  },
  globalUpdated: { id: 'audit.event.globalUpdated', defaultMessage: 'Changed the global commission' },
  kycVerified: { id: 'audit.event.kycVerified', defaultMessage: 'Verified {document}' },
  aDocument: { id: 'audit.event.aDocument', defaultMessage: 'a document' },
  aadhaarVerified: { id: 'audit.event.aadhaarVerified', defaultMessage: 'Verified Aadhaar' },
  topupRequested: { id: 'audit.event.topupRequested', defaultMessage: 'Started a wallet top-up of {amount}' },
  topupCredited: { id: 'audit.event.topupCredited', defaultMessage: 'Wallet topped up by {amount}' },
  debitProposed: { id: 'audit.event.debitProposed', defaultMessage: 'Proposed a wallet debit of {amount}' },
  debited: { id: 'audit.event.debited', defaultMessage: 'Debited {amount} from the wallet' },
  debitRejected: { id: 'audit.event.debitRejected', defaultMessage: 'Rejected a proposed wallet debit' },
  debitWithdrawn: { id: 'audit.event.debitWithdrawn', defaultMessage: 'Withdrew a proposed wallet debit' },
  credited: { id: 'audit.event.credited', defaultMessage: 'Credited {amount} to the wallet' },
  pocsUpdated: { id: 'audit.event.pocsUpdated', defaultMessage: 'Changed the points of contact' },
  bankProofUploaded: { id: 'audit.event.bankProofUploaded', defaultMessage: 'Uploaded a bank proof' },
  bankProofApproved: { id: 'audit.event.bankProofApproved', defaultMessage: 'Approved the bank proof' },
  bankProofRejected: { id: 'audit.event.bankProofRejected', defaultMessage: 'Rejected the bank proof' },
  bankProofChange: { id: 'audit.event.bankProofChange', defaultMessage: 'Asked to change the bank proof' },
  accountCreated: { id: 'audit.event.accountCreated', defaultMessage: 'Opened the {type} account' },
  profileSet: { id: 'audit.event.profileSet', defaultMessage: 'Set the business profile' },
  claimFiled: { id: 'audit.event.claimFiled', defaultMessage: 'Filed a reimbursement claim for {rc}' },
  claimApproved: {
    id: 'audit.event.claimApproved',
    defaultMessage: 'Approved the reimbursement claim for {rc}',
  },
  claimRejected: {
    id: 'audit.event.claimRejected',
    defaultMessage: 'Rejected the reimbursement claim for {rc}',
  },
  aBus: { id: 'audit.event.aBus', defaultMessage: 'a bus' },
  driverAssigned: { id: 'audit.event.driverAssigned', defaultMessage: 'Assigned driver {name}' },
  approvalProposed: {
    id: 'audit.event.approvalProposed',
    defaultMessage: 'Proposed approving a claim: {summary}',
  },
  approvalRejected: {
    id: 'audit.event.approvalRejected',
    defaultMessage: 'Turned down a proposed claim approval',
  },
  approvalWithdrawn: {
    id: 'audit.event.approvalWithdrawn',
    defaultMessage: 'Withdrew a proposed claim approval',
  },
  payoutProposed: { id: 'audit.event.payoutProposed', defaultMessage: 'Proposed a payout of {amount}' },
  payoutPublished: { id: 'audit.event.payoutPublished', defaultMessage: 'Published a payout of {amount}' },
  payoutRejected: { id: 'audit.event.payoutRejected', defaultMessage: 'Turned down a proposed payout' },
  payoutWithdrawn: { id: 'audit.event.payoutWithdrawn', defaultMessage: 'Withdrew a proposed payout' },
  weekCloseProposed: { id: 'audit.event.weekCloseProposed', defaultMessage: 'Proposed closing an MG week' },
  weekClosed: { id: 'audit.event.weekClosed', defaultMessage: 'Closed the MG week of {date}' },
  weekCloseRejected: {
    id: 'audit.event.weekCloseRejected',
    defaultMessage: 'Turned down a proposed MG week close',
  },
  weekCloseWithdrawn: {
    id: 'audit.event.weekCloseWithdrawn',
    defaultMessage: 'Withdrew a proposed MG week close',
  },
  nameTaken: { id: 'audit.event.nameTaken', defaultMessage: "Took the {document}'s name as the legal name" },
  nameNotAccepted: {
    id: 'audit.event.nameNotAccepted',
    defaultMessage: 'Reviewed the {document} name mismatch: not accepted',
  },
  theDocument: { id: 'audit.event.theDocument', defaultMessage: 'document' },
});

type Title = (intl: Formatter, after: Json, before: Json) => string;

const TITLES: Record<string, Title> = {
  'deal.published': (i, a) => tidy(i.formatMessage(T.dealPublished, { code: text(a.code) })),
  'deal.updated': (i, a) => tidy(i.formatMessage(T.dealUpdated, { code: text(a.code) })),
  'deal.renewed': (i, a, b) => i.formatMessage(T.dealRenewed, { from: text(b.code), code: text(a.code) }),
  'commission.services_updated': (i) => i.formatMessage(T.servicesUpdated),
  'commission.global_updated': (i) => i.formatMessage(T.globalUpdated),
  'kyc.verified': (i, a) =>
    i.formatMessage(T.kycVerified, { document: text(a.document, i.formatMessage(T.aDocument)) }),
  'kyc.aadhaar_verified': (i) => i.formatMessage(T.aadhaarVerified),
  'wallet.topup.requested': (i, a) =>
    tidy(i.formatMessage(T.topupRequested, { amount: money(a.amount) ?? '' })),
  'wallet.topup.credited': (i, a) =>
    tidy(i.formatMessage(T.topupCredited, { amount: money(a.amount) ?? '' })),
  'wallet.debit.proposed': (i, a) =>
    tidy(i.formatMessage(T.debitProposed, { amount: money(a.amount) ?? '' })),
  'wallet.debit.applied': (i, a) => i.formatMessage(T.debited, { amount: money(a.amount) ?? '' }),
  'wallet.debit.rejected': (i) => i.formatMessage(T.debitRejected),
  'wallet.debit.withdrawn': (i) => i.formatMessage(T.debitWithdrawn),
  'wallet.debited': (i, a) => i.formatMessage(T.debited, { amount: money(a.amount) ?? '' }),
  'wallet.credited': (i, a) => i.formatMessage(T.credited, { amount: money(a.amount) ?? '' }),
  'account.pocs_updated': (i) => i.formatMessage(T.pocsUpdated),
  'account.bank_proof_uploaded': (i) => i.formatMessage(T.bankProofUploaded),
  'account.bank_proof_decided': (i, a) =>
    i.formatMessage(a.status === 'APPROVED' ? T.bankProofApproved : T.bankProofRejected),
  'account.bank_proof_change_requested': (i) => i.formatMessage(T.bankProofChange),
  'account.created': (i, a) => tidy(i.formatMessage(T.accountCreated, { type: text(a.type) })),
  'account.profile_set': (i) => i.formatMessage(T.profileSet),
  'reimbursement.filed': (i, a) => i.formatMessage(T.claimFiled, { rc: text(a.rc, i.formatMessage(T.aBus)) }),
  'reimbursement.approved': (i, a) =>
    i.formatMessage(T.claimApproved, { rc: text(a.rc, i.formatMessage(T.aBus)) }),
  'reimbursement.rejected': (i, a) =>
    i.formatMessage(T.claimRejected, { rc: text(a.rc, i.formatMessage(T.aBus)) }),
  'cab.driver_assigned': (i, a) => tidy(i.formatMessage(T.driverAssigned, { name: text(a.driverName) })),
  'reimbursement.approval_proposed': (i, a) =>
    i.formatMessage(T.approvalProposed, { summary: text(a.summary) }),
  'reimbursement.approval_rejected': (i) => i.formatMessage(T.approvalRejected),
  'reimbursement.approval_withdrawn': (i) => i.formatMessage(T.approvalWithdrawn),
  'payout.proposed': (i, a) => tidy(i.formatMessage(T.payoutProposed, { amount: money(a.amount) ?? '' })),
  'payout.published': (i, a) => tidy(i.formatMessage(T.payoutPublished, { amount: money(a.amount) ?? '' })),
  'payout.rejected': (i) => i.formatMessage(T.payoutRejected),
  'payout.withdrawn': (i) => i.formatMessage(T.payoutWithdrawn),
  'contracts.week_close_proposed': (i) => i.formatMessage(T.weekCloseProposed),
  'contracts.week_closed': (i, a) =>
    tidy(i.formatMessage(T.weekClosed, { date: shown(i, 'startDate', a.week) ?? '' })),
  'contracts.week_close_rejected': (i) => i.formatMessage(T.weekCloseRejected),
  'contracts.week_close_withdrawn': (i) => i.formatMessage(T.weekCloseWithdrawn),
  'kyc.review_decided': (i, a) =>
    i.formatMessage(a.decision === 'USE_DOCUMENT_NAME' ? T.nameTaken : T.nameNotAccepted, {
      document: text(a.document, i.formatMessage(T.theDocument)),
    }),
};

/** What each kind of record the provider's systems send is called (audit kinds `ingest.<kind>`). */
const INGESTED: Record<string, Message> = defineMessages({
  bookings: {
    id: 'audit.ingest.bookings',
    defaultMessage: 'Received {count, plural, one {# booking} other {# bookings}} from the provider',
  },
  bus_trips: {
    id: 'audit.ingest.busTrips',
    defaultMessage: 'Received {count, plural, one {# bus trip} other {# bus trips}} from the provider',
  },
  cab_trips: {
    id: 'audit.ingest.cabTrips',
    defaultMessage: 'Received {count, plural, one {# cab trip} other {# cab trips}} from the provider',
  },
  ratings: {
    id: 'audit.ingest.ratings',
    defaultMessage: 'Received {count, plural, one {# trip rating} other {# trip ratings}} from the provider',
  },
  inspections: {
    id: 'audit.ingest.inspections',
    defaultMessage: 'Received {count, plural, one {# inspection} other {# inspections}} from the provider',
  },
  audits: {
    id: 'audit.ingest.audits',
    defaultMessage: 'Received {count, plural, one {# audit} other {# audits}} from the provider',
  },
  services: {
    id: 'audit.ingest.services',
    defaultMessage: 'Received {count, plural, one {# service} other {# services}} from the provider',
  },
  payment_summaries: {
    id: 'audit.ingest.paymentSummaries',
    defaultMessage:
      'Received {count, plural, one {# weekly payment summary} other {# weekly payment summaries}} from the provider',
  },
  payouts: {
    id: 'audit.ingest.payouts',
    defaultMessage: 'Received {count, plural, one {# payout} other {# payouts}} from the provider',
  },
  fleet_contracts: {
    id: 'audit.ingest.fleetContracts',
    defaultMessage:
      'Received {count, plural, one {# trip contract} other {# trip contracts}} from the provider',
  },
  files: {
    id: 'audit.ingest.files',
    defaultMessage: 'Received {count, plural, one {# file} other {# files}} from the provider',
  },
});

/** 'Received 12 bookings from the provider': one row per batch the provider's system sent. */
function ingestedTitle(intl: Formatter, kind: string, after: Json): string | null {
  const message = own(INGESTED, kind.slice('ingest.'.length));
  if (!kind.startsWith('ingest.') || !message) return null;
  return intl.formatMessage(message, { count: num(after.accepted) ?? 1 });
}

const WHO = defineMessages({
  you: { id: 'audit.who.you', defaultMessage: '{name} (you)' },
  staff: { id: 'audit.who.staff', defaultMessage: '{name}, provider {role}' },
  backOffice: { id: 'audit.who.backOffice', defaultMessage: 'Provider back office' },
  ingestion: { id: 'audit.who.ingestion', defaultMessage: 'Provider system ({name})' },
  paymentGateway: { id: 'audit.who.paymentGateway', defaultMessage: 'Payment gateway' },
  system: { id: 'audit.who.system', defaultMessage: 'Provider system' },
});

/** The provider's staff roles (the contract's STAFF_ROLES) in words; 'staff' when none is given. */
const ROLES: Record<string, Message> = defineMessages({
  support: { id: 'audit.role.support', defaultMessage: 'support' },
  finance: { id: 'audit.role.finance', defaultMessage: 'finance' },
  admin: { id: 'audit.role.admin', defaultMessage: 'admin' },
  staff: { id: 'audit.role.staff', defaultMessage: 'staff' },
});

/** Who made a change, as the operator reads it. */
export function whoOf(e: ActivityEvent, intl: Formatter = currentIntl()): string {
  switch (e.actorKind) {
    case 'operator':
      return intl.formatMessage(WHO.you, { name: e.actorName });
    case 'staff': {
      const role = e.actorRole ?? 'staff';
      const known = own(ROLES, role);
      return intl.formatMessage(WHO.staff, {
        name: e.actorName,
        role: known ? intl.formatMessage(known) : role,
      });
    }
    case 'command':
      return intl.formatMessage(WHO.backOffice);
    case 'ingestion':
      return intl.formatMessage(WHO.ingestion, { name: e.actorName });
    default:
      return intl.formatMessage(e.actorName === 'payment gateway' ? WHO.paymentGateway : WHO.system);
  }
}

const LABELS: Record<string, Message> = defineMessages({
  status: { id: 'audit.field.status', defaultMessage: 'Status' },
  endDate: { id: 'audit.field.endDate', defaultMessage: 'End date' },
  startDate: { id: 'audit.field.startDate', defaultMessage: 'Start date' },
  balance: { id: 'audit.field.balance', defaultMessage: 'Balance' },
  amount: { id: 'audit.field.amount', defaultMessage: 'Amount' },
  approvedAmount: { id: 'audit.field.approvedAmount', defaultMessage: 'Approved amount' },
  reason: { id: 'audit.field.reason', defaultMessage: 'Reason' },
  globalCommission: { id: 'audit.field.globalCommission', defaultMessage: 'Global commission' },
  driverName: { id: 'audit.field.driverName', defaultMessage: 'Driver' },
  driverMobile: { id: 'audit.field.driverMobile', defaultMessage: 'Driver mobile' },
  vehicleRc: { id: 'audit.field.vehicleRc', defaultMessage: 'Vehicle RC' },
  transactionCode: { id: 'audit.field.transactionCode', defaultMessage: 'Transaction' },
  holderName: { id: 'audit.field.nameOnDocument', defaultMessage: 'Name on the document' },
  subType: { id: 'audit.field.subType', defaultMessage: 'Sub type' },
  turnover: { id: 'audit.field.turnover', defaultMessage: 'Turnover' },
  isGstinRequired: { id: 'audit.field.isGstinRequired', defaultMessage: 'GSTIN required' },
  isMsme: { id: 'audit.field.isMsme', defaultMessage: 'MSME' },
  legalName: { id: 'audit.field.legalName', defaultMessage: 'Legal name' },
  nameOnDocument: { id: 'audit.field.nameOnDocument', defaultMessage: 'Name on the document' },
  bookings: { id: 'audit.field.bookings', defaultMessage: 'Bookings' },
  net: { id: 'audit.field.net', defaultMessage: 'Net' },
  trips: { id: 'audit.field.trips', defaultMessage: 'Trips' },
});

const MONEY_KEYS = new Set(['balance', 'amount', 'approvedAmount', 'turnover', 'net']);
const DATE_KEYS = new Set(['endDate', 'startDate']);

/** Status codes in words. */
const STATUS_WORDS: Record<string, Message> = defineMessages({
  PROPOSED: { id: 'audit.status.proposed', defaultMessage: 'Waiting for approval' },
  APPLIED: { id: 'audit.status.applied', defaultMessage: 'Applied' },
  REJECTED: { id: 'audit.status.rejected', defaultMessage: 'Rejected' },
  WITHDRAWN: { id: 'audit.status.withdrawn', defaultMessage: 'Withdrawn' },
  PENDING: { id: 'audit.status.pending', defaultMessage: 'Pending' },
  APPROVED: { id: 'audit.status.approved', defaultMessage: 'Approved' },
  CHANGE_REQUESTED: { id: 'audit.status.changeRequested', defaultMessage: 'Change requested' },
  VERIFIED: { id: 'audit.status.verified', defaultMessage: 'Verified' },
  ACTIVE: { id: 'audit.status.active', defaultMessage: 'On' },
  INACTIVE: { id: 'audit.status.inactive', defaultMessage: 'Off' },
});

const VALUE = defineMessages({
  yes: { id: 'audit.value.yes', defaultMessage: 'Yes' },
  no: { id: 'audit.value.no', defaultMessage: 'No' },
});

function shown(intl: Formatter, key: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (key === 'status' && typeof v === 'string') {
    const word = own(STATUS_WORDS, v);
    return word ? intl.formatMessage(word) : v;
  }
  if (MONEY_KEYS.has(key) && typeof v === 'number') return formatInr(v);
  if (DATE_KEYS.has(key) && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (key === 'globalCommission' && typeof v === 'number') return `${v}%`;
  if (typeof v === 'boolean') return intl.formatMessage(v ? VALUE.yes : VALUE.no);
  if (typeof v === 'object') return null;
  return text(v);
}

const PRICING = defineMessages({
  aService: { id: 'audit.pricing.aService', defaultMessage: 'A service' },
  seatLimit: { id: 'audit.pricing.seatLimit', defaultMessage: '{service}: seat limit' },
  seaterEveryDay: {
    id: 'audit.pricing.seaterEveryDay',
    defaultMessage: '{service}: seater fare (every day)',
  },
  sleeperEveryDay: {
    id: 'audit.pricing.sleeperEveryDay',
    defaultMessage: '{service}: sleeper fare (every day)',
  },
  commission: { id: 'audit.pricing.commission', defaultMessage: '{service}, {date}: commission' },
  seater: { id: 'audit.pricing.seater', defaultMessage: '{service}, {date}: seater fare' },
  sleeper: { id: 'audit.pricing.sleeper', defaultMessage: '{service}, {date}: sleeper fare' },
});

/** Each service's and date's moved values of a commission or fare change. */
function pricingChanges(intl: Formatter, before: Json, after: Json): DescribedEvent['changes'] {
  const out: DescribedEvent['changes'] = [];
  for (const [id, raw] of Object.entries(after)) {
    const a = obj(raw);
    const b = obj(before[id]);
    const service = text(a.service, text(b.service, intl.formatMessage(PRICING.aService)));
    const fa = obj(a.fallbackFare);
    const fb = obj(b.fallbackFare);
    if (num(a.seatLimit) !== num(b.seatLimit))
      out.push({
        label: intl.formatMessage(PRICING.seatLimit, { service }),
        from: shown(intl, '', b.seatLimit),
        to: shown(intl, '', a.seatLimit),
      });
    for (const seat of ['seater', 'sleeper'] as const)
      if (num(fa[seat]) !== num(fb[seat]))
        out.push({
          label: intl.formatMessage(seat === 'seater' ? PRICING.seaterEveryDay : PRICING.sleeperEveryDay, {
            service,
          }),
          from: money(fb[seat]),
          to: money(fa[seat]),
        });
    const dates = obj(a.dates);
    const datesBefore = obj(b.dates);
    for (const date of Object.keys(dates).sort()) {
      const da = obj(dates[date]);
      const db = obj(datesBefore[date]);
      const day = { service, date: formatDate(date) };
      if (num(da.discount) !== num(db.discount))
        out.push({
          label: intl.formatMessage(PRICING.commission, day),
          from: num(db.discount) === null ? null : `${num(db.discount)}%`,
          to: num(da.discount) === null ? null : `${num(da.discount)}%`,
        });
      for (const seat of ['seater', 'sleeper'] as const)
        if (num(obj(da.fare)[seat]) !== num(obj(db.fare)[seat]))
          out.push({
            label: intl.formatMessage(seat === 'seater' ? PRICING.seater : PRICING.sleeper, day),
            from: money(obj(db.fare)[seat]),
            to: money(obj(da.fare)[seat]),
          });
    }
  }
  return out;
}

/** The event in words. Unknown kinds show their code, so nothing is hidden. */
export function describeEvent(e: ActivityEvent, intl: Formatter = currentIntl()): DescribedEvent {
  const before = obj(e.before);
  const after = obj(e.after);
  const title = own(TITLES, e.kind)?.(intl, after, before) ?? ingestedTitle(intl, e.kind, after) ?? e.kind;
  let changes: DescribedEvent['changes'];
  if (e.kind === 'commission.services_updated') changes = pricingChanges(intl, before, after);
  else if (e.kind === 'account.pocs_updated') changes = [];
  else {
    changes = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const label = own(LABELS, key);
      if (!label) continue;
      const from = shown(intl, key, before[key]);
      const to = shown(intl, key, after[key]);
      if (from === to && key !== 'reason') continue;
      changes.push({ label: intl.formatMessage(label), from: key in before ? from : null, to });
    }
  }
  return { title, who: whoOf(e, intl), changes };
}
