import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DB_DOC } from '../kyc/doc-types';
import {
  accountProfiles,
  accounts,
  buses,
  kycEvents,
  kycReviews,
  proposals,
  reimbursements,
  storedFiles,
  users,
} from '../../db/schema';

/** The queues' SQL across every account (staff routes only). */

/** The most rows one queue answers, oldest first. */
export const QUEUE_LIMIT = 500;

/** PENDING claims with their account, owner, bus, proof name and a waiting approval proposal. */
export async function listPendingClaims(db: DbOrTx, limit = QUEUE_LIMIT) {
  return db
    .select({
      id: reimbursements.id,
      accountId: reimbursements.accountId,
      accountName: accounts.name,
      userName: users.name,
      mobileNo: users.mobileNo,
      rc: buses.rc,
      startDate: reimbursements.startDate,
      endDate: reimbursements.endDate,
      amountPaise: reimbursements.amountPaise,
      filedAt: reimbursements.createdAt,
      fileName: storedFiles.displayName,
      proposalId: proposals.id,
    })
    .from(reimbursements)
    .innerJoin(accounts, eq(accounts.id, reimbursements.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(buses, and(eq(buses.accountId, reimbursements.accountId), eq(buses.id, reimbursements.busId)))
    .leftJoin(
      storedFiles,
      and(eq(storedFiles.accountId, reimbursements.accountId), eq(storedFiles.id, reimbursements.fileId)),
    )
    .leftJoin(
      proposals,
      and(
        eq(proposals.kind, 'CLAIM_APPROVAL'),
        eq(proposals.status, 'PROPOSED'),
        eq(proposals.subject, sql`${reimbursements.id}::text`),
      ),
    )
    .where(eq(reimbursements.financeStatus, 'PENDING'))
    .orderBy(asc(reimbursements.createdAt), asc(reimbursements.id))
    .limit(limit);
}

/** One claim, any account (a staff decision names it by id). */
export async function findClaim(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: reimbursements.id,
      accountId: reimbursements.accountId,
      status: reimbursements.financeStatus,
      amountPaise: reimbursements.amountPaise,
      startDate: reimbursements.startDate,
      endDate: reimbursements.endDate,
      rc: buses.rc,
    })
    .from(reimbursements)
    .innerJoin(buses, and(eq(buses.accountId, reimbursements.accountId), eq(buses.id, reimbursements.busId)))
    .where(eq(reimbursements.id, id))
    .limit(1);
  return row;
}

type MismatchRow = {
  account_id: string;
  account_name: string;
  user_name: string;
  mobile_no: string;
  document_type: string;
  provider_name: string | null;
  account_name_compared: string;
  provider: string;
  last_at: Date | string;
  tries: number | string;
};

/**
 * Name mismatches that wait for a person: per account and document, the latest mismatch after the
 * latest review (if any), while the document is not verified; with how many mismatches that is.
 */
export async function listKycMismatches(db: DbOrTx, opts: { accountId?: string; limit?: number } = {}) {
  const result = await db.execute<MismatchRow>(sql`
    with reviewed as (
      select account_id, document_type, max(decided_at) as decided_at
      from ${kycReviews} group by account_id, document_type
    ), waiting as (
      select e.*, count(*) over (partition by e.account_id, e.document_type) as tries,
             row_number() over (partition by e.account_id, e.document_type order by e.created_at desc, e.id desc) as n
      from ${kycEvents} e
      left join reviewed r on r.account_id = e.account_id and r.document_type = e.document_type
      where e.event = 'KYC_NAME_MISMATCH' and (r.decided_at is null or e.created_at > r.decided_at)
        ${opts.accountId ? sql`and e.account_id = ${opts.accountId}` : sql``}
    )
    select w.account_id, a.name as account_name, u.name as user_name, u.mobile_no,
           w.document_type, w.provider_name, w.account_name as account_name_compared, w.provider,
           w.created_at as last_at, w.tries
    from waiting w
    join ${accounts} a on a.id = w.account_id
    join ${users} u on u.id = a.user_id
    where w.n = 1 and not exists (
      select 1 from kyc_documents d
      where d.account_id = w.account_id and d.status = 'VERIFIED'
        and d.doc_type::text = (case w.document_type when 'AADHAR' then ${DB_DOC.AADHAR} else w.document_type end)
    )
    order by w.created_at asc, w.account_id
    limit ${opts.limit ?? QUEUE_LIMIT}
  `);
  const { rows } = result as { rows: MismatchRow[] };
  return rows.map((r) => ({
    accountId: r.account_id,
    accountName: r.account_name,
    userName: r.user_name,
    mobileNo: r.mobile_no,
    document: r.document_type,
    nameOnDocument: r.provider_name ?? '',
    nameOnAccount: r.account_name_compared,
    provider: r.provider,
    lastTriedAt: new Date(r.last_at),
    tries: Number(r.tries),
  }));
}

export async function insertKycReview(db: DbOrTx, row: typeof kycReviews.$inferInsert): Promise<void> {
  await db.insert(kycReviews).values(row);
}

/** One KYC review of an account at a time (until the transaction ends). */
export async function lockKycReviews(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc-review:${accountId}`}))`);
}

/** Sets the account's legal name; answers the one it had (undefined without a profile). */
export async function setLegalName(
  tx: DbOrTx,
  accountId: string,
  legalName: string,
  now: Date,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ legalName: accountProfiles.legalName })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId))
    .for('update');
  await tx
    .update(accountProfiles)
    .set({ legalName, updatedAt: now })
    .where(eq(accountProfiles.accountId, accountId));
  return before?.legalName;
}
