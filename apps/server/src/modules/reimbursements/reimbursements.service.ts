import {
  API_BASE,
  FILE_MESSAGES,
  MODEL_PREFIX,
  REIMBURSEMENT_MESSAGES,
  fillPath,
  filesEndpoints,
  istDateOf,
  proofPreviewKind,
  reimbursementDateOf,
  reimbursementMsOf,
  reimbursementRangeProblem,
  type AddReimbursementFields,
  type ProofPreview,
  type ProofTable,
  type Reimbursement,
} from '@oc/contract';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { violates } from '../../lib/db-errors';
import { HttpError, conflict, fieldError, notFound } from '../../lib/http-error';
import type { TenantAccount } from '../auth/auth.service';
import type { AccessClaims } from '../auth/tokens';
import type { FilesService, Upload } from '../files/files.service';
import { FileTaskError, TaskLimitError, runFileTask } from '../files/worker-pool';
import { readAll } from './proof-table';
import { COMMAND_ACTOR, recordAudit, type Actor } from '../audit/audit';
import * as repo from './reimbursements.repository';

export interface ReimbursementsDeps {
  db: Db;
  clock: Clock;
  files: FilesService;
}

export interface ReimbursementCaller {
  tenant: TenantAccount;
  claims: AccessClaims;
  /** Who, for the audit trail. */
  actor: Actor;
}

/** A sheet preview's read: at most 5 s and a 256 MB heap, in the file worker. */
export const PREVIEW_LIMITS = { timeoutMs: 5_000, heapMb: 256 };

/**
 * Sheet previews by content (sha256) and kind, at most about 20 MB of cell text kept (a preview
 * is at most 100 × 30 cells of 200 characters); `false` for a sheet that does not preview.
 */
const previews = new LRUCache<string, ProofTable | false>({
  maxSize: 20 * 1024 * 1024,
  sizeCalculation: (t) =>
    t === false ? 1 : 1 + t.rows.reduce((n, r) => r.reduce((m, c) => m + c.length + 8, n), 0),
});
/** Reads under way, so requests for the same sheet that meet share one read. */
const reading = new Map<string, Promise<{ table: ProofTable | null; verdict: boolean }>>();

/** The stored_files feature of proofs (its policy: `FILE_POLICIES.reimbursementProof`). */
export const PROOF_FEATURE = 'reimbursementProof';

/** The proof's download path (`GET /mg/files/:id`, with the token). */
function fileUrlOf(fileId: string): string {
  return `${API_BASE}${MODEL_PREFIX.BUSOWNER}${fillPath(filesEndpoints.download.path, { id: fileId })}`;
}

const rupees = (paise: number) => Math.round(paise / 100);

/** Part 2 §3 Reimbursement as the API answers it. */
export function toReimbursement(r: repo.ReimbursementRow): Reimbursement {
  return {
    _id: r.id,
    rc: r.rc,
    startDate: reimbursementMsOf(r.startDate),
    endDate: reimbursementMsOf(r.endDate),
    amount: rupees(r.amountPaise),
    financeStatus: r.financeStatus,
    supplyStatus: r.supplyStatus,
    financeApprovedAmount: r.financeApprovedPaise === null ? null : rupees(r.financeApprovedPaise),
    approvedOnDate: r.approvedAt ? r.approvedAt.getTime() : null,
    createdOn: r.createdAt.getTime(),
    fileId: r.fileId,
    fileUrl: r.fileId ? fileUrlOf(r.fileId) : null,
    fileName: r.fileId ? r.fileName : null,
    decisionReason: r.financeStatus === 'REJECTED' ? r.decisionReason : null,
  };
}

/**
 * Part 2 reimbursements (docs/architecture.md "Reimbursements"): an MG account's claims per bus,
 * filed with a proof through the file pipeline, previewed in the page; the finance decision is
 * {@link decideReimbursement} (the admin command).
 */
export class ReimbursementsService {
  constructor(private readonly d: ReimbursementsDeps) {}

  /** GET /user/reimbursements */
  async list(accountId: string): Promise<Reimbursement[]> {
    return (await repo.listReimbursements(this.d.db, accountId)).map(toReimbursement);
  }

  /** POST /user/reimbursements: one bus's claims; an RC not of the account matches nothing. */
  async filter(accountId: string, rc: string): Promise<Reimbursement[]> {
    const bus = await repo.findBusByRc(this.d.db, accountId, rc);
    if (!bus) return [];
    return (await repo.listReimbursements(this.d.db, accountId, bus.id)).map(toReimbursement);
  }

  /**
   * POST /user/addReimbursement: checks the bus, the period and the file, then stores the proof and
   * the claim (PENDING / PENDING) in one transaction. Any refusal stores nothing.
   */
  async add(
    caller: ReimbursementCaller,
    fields: AddReimbursementFields,
    file: Upload | null,
  ): Promise<Reimbursement[]> {
    const accountId = caller.tenant.id;
    if (!file) throw fieldError('myFile', FILE_MESSAGES.noFile);
    const bus = await repo.findBusByRc(this.d.db, accountId, fields.rc);
    if (!bus) throw notFound(REIMBURSEMENT_MESSAGES.rcNotFound);
    const start = reimbursementDateOf(fields.startDate);
    const end = reimbursementDateOf(fields.endDate);
    const problem = reimbursementRangeProblem(start, end, istDateOf(this.d.clock.now()));
    if (problem)
      throw fieldError(problem === REIMBURSEMENT_MESSAGES.future ? 'endDate' : 'startDate', problem);

    const claim = { busId: bus.id, startDate: start, endDate: end, amountPaise: fields.amount * 100 };
    // Looked up once the proof passed its checks, so a duplicate sent again later is refused before
    // anything is written.
    const notFiledBefore = async (proofSha256: string) => {
      if (await repo.findDuplicate(this.d.db, accountId, { ...claim, proofSha256 }))
        throw conflict(REIMBURSEMENT_MESSAGES.duplicate);
    };
    // An exact duplicate (same bus, dates, amount and proof bytes) is refused by the unique index
    // `reimbursements_no_duplicate`, also when identical requests arrive together: the second
    // transaction waits for the first and fails; its object is removed by `store`.
    const created = await this.d.files
      .store(
        accountId,
        PROOF_FEATURE,
        file,
        async (stored, tx) => {
          const at = this.d.clock.now();
          const row = await repo.insertReimbursement(tx, {
            accountId,
            ...claim,
            financeStatus: 'PENDING',
            supplyStatus: 'PENDING',
            fileId: stored.id,
            proofSha256: stored.sha256,
            createdBy: caller.claims.id,
            createdAt: at,
          });
          await recordAudit(
            tx,
            caller.actor,
            {
              kind: 'reimbursement.filed',
              entity: 'reimbursements',
              entityId: row.id,
              accountId,
              after: {
                rc: fields.rc,
                startDate: start,
                endDate: end,
                amount: fields.amount,
                financeStatus: 'PENDING',
                proof: stored.id,
              },
            },
            at,
          );
          return row;
        },
        notFiledBefore,
      )
      .catch((err: unknown) => {
        if (violates(err, 'reimbursements_no_duplicate')) throw conflict(REIMBURSEMENT_MESSAGES.duplicate);
        throw err;
      });
    const all = await this.list(accountId);
    const mine = all.find((r) => r._id === created.id);
    return mine ? [mine, ...all.filter((r) => r !== mine)] : all;
  }

  /** GET /user/reimbursements/:id/proof */
  async proof(accountId: string, id: string): Promise<ProofPreview> {
    const claim = await repo.findReimbursement(this.d.db, accountId, id);
    if (!claim) throw notFound(REIMBURSEMENT_MESSAGES.notFound);
    if (!claim.fileId) throw notFound(REIMBURSEMENT_MESSAGES.noAttachment);
    const stored = await this.d.files.find(this.d.db, accountId, claim.fileId);
    if (!stored) throw notFound(FILE_MESSAGES.notFound);
    const name = stored.displayName;
    const kind = proofPreviewKind(name);
    if (kind === 'image' || kind === 'pdf')
      return { name, kind, url: this.d.files.signedPath(stored), table: null };
    if (kind === 'unsupported') return { name, kind, url: null, table: null };
    const sheetKind = name.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
    // Stored files never change: one read per content and kind, shared by requests that meet.
    const key = `${stored.sha256}:${sheetKind}`;
    const cached = previews.get(key);
    let table: ProofTable | null;
    if (cached !== undefined) table = cached || null;
    else {
      let pending = reading.get(key);
      if (!pending) {
        pending = this.readTable(accountId, stored.id, sheetKind);
        reading.set(key, pending);
        // Kept once read or refused by the file's own fault; a failure that is not the file's (a
        // time-out on a loaded machine, a busy server, the storage unreachable) is not.
        pending
          .then((read) => {
            if (read.verdict) previews.set(key, read.table ?? false);
          })
          .catch(() => undefined)
          .finally(() => reading.delete(key));
      }
      table = (await pending).table;
    }
    return table ? { name, kind, url: null, table } : { name, kind: 'unsupported', url: null, table: null };
  }

  /**
   * A sheet's first rows, read in the file worker within {@link PREVIEW_LIMITS}; null when it no
   * longer reads or costs more than that (the modal then offers the download), never a 500.
   * `verdict`: the answer is the file's own (read, unreadable, past the memory cap), not a time-out
   * or a worker fault that may go another way next time. No worker free in time: the 503.
   */
  private async readTable(
    accountId: string,
    fileId: string,
    kind: 'csv' | 'xlsx',
  ): Promise<{ table: ProofTable | null; verdict: boolean }> {
    const opened = await this.d.files.open(accountId, fileId);
    const data = await readAll(opened.stream);
    return runFileTask({ task: 'proof-table', kind, data }, PREVIEW_LIMITS).then(
      (table) => ({ table, verdict: true }),
      (err: unknown) => {
        if (err instanceof HttpError) throw err;
        const verdict =
          err instanceof FileTaskError || (err instanceof TaskLimitError && err.limit === 'memory');
        return { table: null, verdict };
      },
    );
  }
}

export type ClaimDecisionInput =
  { status: 'APPROVED'; amount: number } | { status: 'REJECTED'; reason?: string | null };

export interface ClaimDecisionOutcome {
  accountId: string;
  rc: string;
  amount: number;
  status: 'APPROVED' | 'REJECTED';
  approvedAmount: number | null;
}

/**
 * The provider's finance decision on a PENDING claim (the admin command `reimbursement`, the
 * console's claims queue): APPROVED for an amount of 1 to the claimed rupees (Approved On is now),
 * or REJECTED with an optional reason the operator sees. Recorded with `admin:<by>` and the time;
 * any other state is 409.
 */
export async function decideReimbursement(
  deps: { db: Db; clock: Clock },
  id: string,
  decision: ClaimDecisionInput,
  by: string,
  actor: Actor = { ...COMMAND_ACTOR, name: `npm run admin (${by})` },
): Promise<ClaimDecisionOutcome> {
  return deps.db.transaction((tx) => decideReimbursementIn(tx, deps.clock.now(), id, decision, by, actor));
}

/** {@link decideReimbursement} inside an open transaction (an approved proposal applies it). */
export async function decideReimbursementIn(
  tx: Tx,
  now: Date,
  id: string,
  decision: ClaimDecisionInput,
  by: string,
  actor: Actor,
): Promise<ClaimDecisionOutcome> {
  const claim = await repo.lockReimbursement(tx, id);
  if (!claim) throw notFound(`No reimbursement with id ${id}.`);
  if (claim.status !== 'PENDING')
    throw conflict(`The reimbursement is ${claim.status}: only a PENDING one can be approved or rejected.`);
  const claimed = rupees(claim.amountPaise);
  if (decision.status === 'APPROVED' && !(decision.amount >= 1 && decision.amount <= claimed))
    throw new HttpError(400, `--amount: approve 1 to ${claimed} rupees (the amount claimed).`);
  const reason = decision.status === 'REJECTED' ? (decision.reason?.trim() ?? null) || null : null;
  await repo.recordDecision(
    tx,
    claim.accountId,
    id,
    decision.status === 'APPROVED'
      ? { status: 'APPROVED', approvedPaise: decision.amount * 100, by: `admin:${by}`, at: now }
      : { status: 'REJECTED', reason, by: `admin:${by}`, at: now },
  );
  const [row] = (await repo.listReimbursements(tx, claim.accountId, claim.busId)).filter((r) => r.id === id);
  await recordAudit(
    tx,
    actor,
    {
      kind: decision.status === 'APPROVED' ? 'reimbursement.approved' : 'reimbursement.rejected',
      entity: 'reimbursements',
      entityId: id,
      accountId: claim.accountId,
      before: { status: 'PENDING', amount: claimed },
      after: {
        status: decision.status,
        rc: row?.rc ?? null,
        ...(decision.status === 'APPROVED' ? { approvedAmount: decision.amount } : {}),
        ...(reason ? { reason } : {}),
      },
    },
    now,
  );
  return {
    accountId: claim.accountId,
    rc: row?.rc ?? '',
    amount: claimed,
    status: decision.status,
    approvedAmount: decision.status === 'APPROVED' ? decision.amount : null,
  };
}
