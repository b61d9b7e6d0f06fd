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
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reimbursements } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, conflict, fieldError, notFound } from '../../lib/http-error';
import type { TenantAccount } from '../auth/auth.service';
import type { AccessClaims } from '../auth/tokens';
import type { FilesService, Upload } from '../files/files.service';
import { csvTable, readAll, xlsxTable } from './proof-table';
import * as repo from './reimbursements.repository';

export interface ReimbursementsDeps {
  db: Db;
  clock: Clock;
  files: FilesService;
}

export interface ReimbursementCaller {
  tenant: TenantAccount;
  claims: AccessClaims;
}

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
    fileUrl: r.fileId ? fileUrlOf(r.fileId) : null,
    fileName: r.fileId ? r.fileName : null,
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

    const created = await this.d.files.store(accountId, PROOF_FEATURE, file, (stored, tx) =>
      repo.insertReimbursement(tx, {
        accountId,
        busId: bus.id,
        startDate: start,
        endDate: end,
        amountPaise: fields.amount * 100,
        financeStatus: 'PENDING',
        supplyStatus: 'PENDING',
        fileId: stored.id,
        createdBy: caller.claims.id,
        createdAt: this.d.clock.now(),
      }),
    );
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
    const opened = await this.d.files.open(accountId, stored.id);
    const data = await readAll(opened.stream);
    let table: ProofTable;
    try {
      table = name.toLowerCase().endsWith('.csv') ? csvTable(data) : await xlsxTable(data);
    } catch {
      // A stored sheet that no longer reads (it was checked on upload): say so, not a 500.
      return { name, kind: 'unsupported', url: null, table: null };
    }
    return { name, kind, url: null, table };
  }
}

/**
 * The provider's finance decision on a PENDING claim (the admin command `reimbursement`): APPROVED
 * for an amount of 1 to the claimed rupees (Approved On is now), or REJECTED. Recorded with
 * `admin:<by>` and the time; any other state is 409.
 */
export async function decideReimbursement(
  deps: { db: Db; clock: Clock },
  id: string,
  decision: { status: 'APPROVED'; amount: number } | { status: 'REJECTED' },
  by: string,
): Promise<{
  accountId: string;
  rc: string;
  amount: number;
  status: 'APPROVED' | 'REJECTED';
  approvedAmount: number | null;
}> {
  return deps.db.transaction(async (tx) => {
    const [claim] = await tx
      .select({
        accountId: reimbursements.accountId,
        status: reimbursements.financeStatus,
        amountPaise: reimbursements.amountPaise,
        busId: reimbursements.busId,
      })
      .from(reimbursements)
      .where(eq(reimbursements.id, id))
      .for('update')
      .limit(1);
    if (!claim) throw notFound(`No reimbursement with id ${id}.`);
    if (claim.status !== 'PENDING')
      throw conflict(`The reimbursement is ${claim.status}: only a PENDING one can be approved or rejected.`);
    const now = deps.clock.now();
    const claimed = rupees(claim.amountPaise);
    if (decision.status === 'APPROVED' && !(decision.amount >= 1 && decision.amount <= claimed))
      throw new HttpError(400, `--amount: approve 1 to ${claimed} rupees (the amount claimed).`);
    await tx
      .update(reimbursements)
      .set(
        decision.status === 'APPROVED'
          ? {
              financeStatus: 'APPROVED',
              financeApprovedPaise: decision.amount * 100,
              approvedAt: now,
              decidedBy: `admin:${by}`,
              decidedAt: now,
            }
          : { financeStatus: 'REJECTED', decidedBy: `admin:${by}`, decidedAt: now },
      )
      .where(and(eq(reimbursements.accountId, claim.accountId), eq(reimbursements.id, id)));
    const [row] = (await repo.listReimbursements(tx, claim.accountId, claim.busId)).filter(
      (r) => r.id === id,
    );
    return {
      accountId: claim.accountId,
      rc: row?.rc ?? '',
      amount: claimed,
      status: decision.status,
      approvedAmount: decision.status === 'APPROVED' ? decision.amount : null,
    };
  });
}
