import type { ActivityEvent } from '@oc/contract';
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

const TITLES: Record<string, (after: Json, before: Json) => string> = {
  'deal.published': (a) => `Published deal ${text(a.code)}`.trim(),
  'deal.updated': (a) => `Changed deal ${text(a.code)}`.trim(),
  'deal.renewed': (a, b) => `Renewed deal ${text(b.code)} as ${text(a.code)}`,
  'commission.services_updated': () => 'Changed offline commission or seat fares',
  'commission.global_updated': () => 'Changed the global commission',
  'kyc.verified': (a) => `Verified ${text(a.document, 'a document')}`,
  'kyc.aadhaar_verified': () => 'Verified Aadhaar',
  'wallet.topup.requested': (a) => `Started a wallet top-up of ${money(a.amount) ?? ''}`.trim(),
  'wallet.topup.credited': (a) => `Wallet topped up by ${money(a.amount) ?? ''}`.trim(),
  'wallet.debit.proposed': (a) => `Proposed a wallet debit of ${money(a.amount) ?? ''}`.trim(),
  'wallet.debit.applied': (a) => `Debited ${money(a.amount) ?? ''} from the wallet`,
  'wallet.debit.rejected': () => 'Rejected a proposed wallet debit',
  'wallet.debit.withdrawn': () => 'Withdrew a proposed wallet debit',
  'wallet.debited': (a) => `Debited ${money(a.amount) ?? ''} from the wallet`,
  'wallet.credited': (a) => `Credited ${money(a.amount) ?? ''} to the wallet`,
  'account.pocs_updated': () => 'Changed the points of contact',
  'account.bank_proof_uploaded': () => 'Uploaded a bank proof',
  'account.bank_proof_decided': (a) =>
    a.status === 'APPROVED' ? 'Approved the bank proof' : 'Rejected the bank proof',
  'account.bank_proof_change_requested': () => 'Asked to change the bank proof',
  'account.created': (a) => `Opened the ${text(a.type)} account`.replace('  ', ' '),
  'account.profile_set': () => 'Set the business profile',
  'reimbursement.filed': (a) => `Filed a reimbursement claim for ${text(a.rc, 'a bus')}`,
  'reimbursement.approved': (a) => `Approved the reimbursement claim for ${text(a.rc, 'a bus')}`,
  'reimbursement.rejected': (a) => `Rejected the reimbursement claim for ${text(a.rc, 'a bus')}`,
  'cab.driver_assigned': (a) => `Assigned driver ${text(a.driverName)}`.trim(),
  'reimbursement.approval_proposed': (a) => `Proposed approving a claim: ${text(a.summary)}`,
  'reimbursement.approval_rejected': () => 'Turned down a proposed claim approval',
  'reimbursement.approval_withdrawn': () => 'Withdrew a proposed claim approval',
  'payout.proposed': (a) => `Proposed a payout of ${money(a.amount) ?? ''}`.trim(),
  'payout.published': (a) => `Published a payout of ${money(a.amount) ?? ''}`.trim(),
  'payout.rejected': () => 'Turned down a proposed payout',
  'payout.withdrawn': () => 'Withdrew a proposed payout',
  'contracts.week_close_proposed': () => 'Proposed closing an MG week',
  'contracts.week_closed': (a) => `Closed the MG week of ${shown('startDate', a.week) ?? ''}`.trim(),
  'contracts.week_close_rejected': () => 'Turned down a proposed MG week close',
  'contracts.week_close_withdrawn': () => 'Withdrew a proposed MG week close',
  'kyc.review_decided': (a) =>
    a.decision === 'USE_DOCUMENT_NAME'
      ? `Took the ${text(a.document, 'document')}'s name as the legal name`
      : `Reviewed the ${text(a.document, 'document')} name mismatch: not accepted`,
};

/** What each kind of record the provider's systems send is called (audit kinds `ingest.<kind>`). */
const INGESTED: Record<string, [one: string, many: string]> = {
  bookings: ['booking', 'bookings'],
  bus_trips: ['bus trip', 'bus trips'],
  cab_trips: ['cab trip', 'cab trips'],
  ratings: ['trip rating', 'trip ratings'],
  inspections: ['inspection', 'inspections'],
  audits: ['audit', 'audits'],
  services: ['service', 'services'],
  payment_summaries: ['weekly payment summary', 'weekly payment summaries'],
  payouts: ['payout', 'payouts'],
  fleet_contracts: ['trip contract', 'trip contracts'],
  files: ['file', 'files'],
};

/** 'Received 12 bookings from the provider': one row per batch the provider's system sent. */
function ingestedTitle(kind: string, after: Json): string | null {
  const words = INGESTED[kind.slice('ingest.'.length)];
  if (!kind.startsWith('ingest.') || !words) return null;
  const n = num(after.accepted) ?? 1;
  return `Received ${n} ${n === 1 ? words[0] : words[1]} from the provider`;
}

/** Who made a change, as the operator reads it. */
export function whoOf(e: ActivityEvent): string {
  switch (e.actorKind) {
    case 'operator':
      return `${e.actorName} (you)`;
    case 'staff':
      return `${e.actorName}, provider ${e.actorRole ?? 'staff'}`;
    case 'command':
      return 'Provider back office';
    case 'ingestion':
      return `Provider system (${e.actorName})`;
    default:
      return e.actorName === 'payment gateway' ? 'Payment gateway' : 'Provider system';
  }
}

const LABELS: Record<string, string> = {
  status: 'Status',
  endDate: 'End date',
  startDate: 'Start date',
  balance: 'Balance',
  amount: 'Amount',
  approvedAmount: 'Approved amount',
  reason: 'Reason',
  globalCommission: 'Global commission',
  driverName: 'Driver',
  driverMobile: 'Driver mobile',
  vehicleRc: 'Vehicle RC',
  transactionCode: 'Transaction',
  holderName: 'Name on the document',
  subType: 'Sub type',
  turnover: 'Turnover',
  isGstinRequired: 'GSTIN required',
  isMsme: 'MSME',
  legalName: 'Legal name',
  nameOnDocument: 'Name on the document',
  bookings: 'Bookings',
  net: 'Net',
  trips: 'Trips',
};

const MONEY_KEYS = new Set(['balance', 'amount', 'approvedAmount', 'turnover', 'net']);
const DATE_KEYS = new Set(['endDate', 'startDate']);

/** Status codes in words. */
const STATUS_WORDS: Record<string, string> = {
  PROPOSED: 'Waiting for approval',
  APPLIED: 'Applied',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  CHANGE_REQUESTED: 'Change requested',
  VERIFIED: 'Verified',
  ACTIVE: 'On',
  INACTIVE: 'Off',
};

function shown(key: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (key === 'status' && typeof v === 'string') return STATUS_WORDS[v] ?? v;
  if (MONEY_KEYS.has(key) && typeof v === 'number') return formatInr(v);
  if (DATE_KEYS.has(key) && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (key === 'globalCommission' && typeof v === 'number') return `${v}%`;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') return null;
  return text(v);
}

/** Each service's and date's moved values of a commission or fare change. */
function pricingChanges(before: Json, after: Json): DescribedEvent['changes'] {
  const out: DescribedEvent['changes'] = [];
  for (const [id, raw] of Object.entries(after)) {
    const a = obj(raw);
    const b = obj(before[id]);
    const service = text(a.service, text(b.service, 'A service'));
    const fa = obj(a.fallbackFare);
    const fb = obj(b.fallbackFare);
    if (num(a.seatLimit) !== num(b.seatLimit))
      out.push({ label: `${service}: seat limit`, from: shown('', b.seatLimit), to: shown('', a.seatLimit) });
    for (const seat of ['seater', 'sleeper'] as const)
      if (num(fa[seat]) !== num(fb[seat]))
        out.push({
          label: `${service}: ${seat} fare (every day)`,
          from: money(fb[seat]),
          to: money(fa[seat]),
        });
    const dates = obj(a.dates);
    const datesBefore = obj(b.dates);
    for (const date of Object.keys(dates).sort()) {
      const da = obj(dates[date]);
      const db = obj(datesBefore[date]);
      const day = `${service}, ${formatDate(date)}`;
      if (num(da.discount) !== num(db.discount))
        out.push({
          label: `${day}: commission`,
          from: num(db.discount) === null ? null : `${num(db.discount)}%`,
          to: num(da.discount) === null ? null : `${num(da.discount)}%`,
        });
      for (const seat of ['seater', 'sleeper'] as const)
        if (num(obj(da.fare)[seat]) !== num(obj(db.fare)[seat]))
          out.push({
            label: `${day}: ${seat} fare`,
            from: money(obj(db.fare)[seat]),
            to: money(obj(da.fare)[seat]),
          });
    }
  }
  return out;
}

/** The event in words. Unknown kinds show their code, so nothing is hidden. */
export function describeEvent(e: ActivityEvent): DescribedEvent {
  const before = obj(e.before);
  const after = obj(e.after);
  const title = TITLES[e.kind]?.(after, before) ?? ingestedTitle(e.kind, after) ?? e.kind;
  let changes: DescribedEvent['changes'];
  if (e.kind === 'commission.services_updated') changes = pricingChanges(before, after);
  else if (e.kind === 'account.pocs_updated') changes = [];
  else {
    changes = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in LABELS)) continue;
      const from = shown(key, before[key]);
      const to = shown(key, after[key]);
      if (from === to && key !== 'reason') continue;
      changes.push({ label: LABELS[key] ?? key, from: key in before ? from : null, to });
    }
  }
  return { title, who: whoOf(e), changes };
}
