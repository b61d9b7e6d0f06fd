import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { buses, reimbursements, storedFiles } from '../../db/schema';

/** A claim with its bus's RC and its proof's name (null without a proof). */
export interface ReimbursementRow {
  id: string;
  rc: string;
  startDate: string;
  endDate: string;
  amountPaise: number;
  financeStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  supplyStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  financeApprovedPaise: number | null;
  approvedAt: Date | null;
  createdAt: Date;
  fileId: string | null;
  fileName: string | null;
  decisionReason: string | null;
}

const columns = {
  id: reimbursements.id,
  rc: buses.rc,
  startDate: reimbursements.startDate,
  endDate: reimbursements.endDate,
  amountPaise: reimbursements.amountPaise,
  financeStatus: reimbursements.financeStatus,
  supplyStatus: reimbursements.supplyStatus,
  financeApprovedPaise: reimbursements.financeApprovedPaise,
  approvedAt: reimbursements.approvedAt,
  createdAt: reimbursements.createdAt,
  fileId: reimbursements.fileId,
  fileName: storedFiles.displayName,
  decisionReason: reimbursements.decisionReason,
};

/** The account's claims, newest first; only those of `busId` when given. */
export async function listReimbursements(
  db: DbOrTx,
  accountId: string,
  busId?: string,
): Promise<ReimbursementRow[]> {
  return db
    .select(columns)
    .from(reimbursements)
    .innerJoin(buses, and(eq(buses.accountId, reimbursements.accountId), eq(buses.id, reimbursements.busId)))
    .leftJoin(
      storedFiles,
      and(eq(storedFiles.accountId, reimbursements.accountId), eq(storedFiles.id, reimbursements.fileId)),
    )
    .where(
      and(
        eq(reimbursements.accountId, accountId),
        busId === undefined ? undefined : eq(reimbursements.busId, busId),
      ),
    )
    .orderBy(desc(reimbursements.createdAt), desc(reimbursements.id));
}

/** The account's claim with this id (another account's finds nothing). */
export async function findReimbursement(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<{ id: string; fileId: string | null } | undefined> {
  const [row] = await db
    .select({ id: reimbursements.id, fileId: reimbursements.fileId })
    .from(reimbursements)
    .where(and(eq(reimbursements.accountId, accountId), eq(reimbursements.id, id)))
    .limit(1);
  return row;
}

/** The account's bus with this RC (RCs are unique per account). */
export async function findBusByRc(
  db: DbOrTx,
  accountId: string,
  rc: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: buses.id })
    .from(buses)
    .where(and(eq(buses.accountId, accountId), eq(buses.rc, rc)))
    .limit(1);
  return row;
}

export async function insertReimbursement(
  db: DbOrTx,
  row: typeof reimbursements.$inferInsert,
): Promise<{ id: string }> {
  const [created] = await db.insert(reimbursements).values(row).returning({ id: reimbursements.id });
  if (!created) throw new Error('insert into reimbursements answered no row');
  return created;
}

/** The account's claim with exactly this bus, period, amount and proof content, if any; a REJECTED one may be filed again. */
export async function findDuplicate(
  db: DbOrTx,
  accountId: string,
  c: { busId: string; startDate: string; endDate: string; amountPaise: number; proofSha256: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reimbursements.id })
    .from(reimbursements)
    .where(
      and(
        eq(reimbursements.accountId, accountId),
        eq(reimbursements.busId, c.busId),
        eq(reimbursements.startDate, c.startDate),
        eq(reimbursements.endDate, c.endDate),
        eq(reimbursements.amountPaise, c.amountPaise),
        eq(reimbursements.proofSha256, c.proofSha256),
        ne(reimbursements.financeStatus, 'REJECTED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Any account's claim with this id, its row locked for the rest of the transaction (a decision). */
export async function lockReimbursement(
  tx: Tx,
  id: string,
): Promise<
  | {
      accountId: string;
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      amountPaise: number;
      busId: string;
    }
  | undefined
> {
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
  return claim;
}

/** Records the finance decision on the account's claim: APPROVED (amount, Approved On) or REJECTED. */
export async function recordDecision(
  tx: Tx,
  accountId: string,
  id: string,
  decision:
    | { status: 'APPROVED'; approvedPaise: number; by: string; at: Date }
    | { status: 'REJECTED'; reason: string | null; by: string; at: Date },
): Promise<void> {
  const decided = { decidedBy: decision.by, decidedAt: decision.at };
  await tx
    .update(reimbursements)
    .set(
      decision.status === 'APPROVED'
        ? {
            financeStatus: 'APPROVED',
            financeApprovedPaise: decision.approvedPaise,
            approvedAt: decision.at,
            ...decided,
          }
        : { financeStatus: 'REJECTED', decisionReason: decision.reason, ...decided },
    )
    .where(and(eq(reimbursements.accountId, accountId), eq(reimbursements.id, id)));
}
