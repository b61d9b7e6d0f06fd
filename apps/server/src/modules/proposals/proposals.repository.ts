import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, proposals, staffUsers, users } from '../../db/schema';

/** Maker-checker's SQL: proposals with the names of who proposed and who decided. */

export type ProposalRow = typeof proposals.$inferSelect;

export async function insertProposal(tx: DbOrTx, row: typeof proposals.$inferInsert): Promise<ProposalRow> {
  const [created] = await tx.insert(proposals).values(row).returning();
  if (!created) throw new Error('insert into proposals returned no row');
  return created;
}

/** Locks the proposal's row until the transaction ends: two approvers take turns. */
export async function lockProposal(tx: DbOrTx, id: string): Promise<ProposalRow | null> {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  return row ?? null;
}

export async function decideProposal(
  tx: DbOrTx,
  id: string,
  decision: Pick<ProposalRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'resultRef'>,
): Promise<void> {
  await tx.update(proposals).set(decision).where(eq(proposals.id, id));
}

const proposer = alias(staffUsers, 'proposer');
const decider = alias(staffUsers, 'decider');

/** Proposals with their account, its owner's mobile number and the staff names; newest first. */
export async function listProposals(
  db: DbOrTx,
  opts: { status?: string | undefined; kind?: string | undefined; id?: string; limit: number },
) {
  const query = db
    .select({
      proposal: proposals,
      accountName: accounts.name,
      accountType: accounts.type,
      mobileNo: users.mobileNo,
      proposerName: proposer.name,
      deciderName: decider.name,
    })
    .from(proposals)
    .innerJoin(accounts, eq(accounts.id, proposals.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(proposer, eq(proposer.id, proposals.proposedBy))
    .leftJoin(decider, eq(decider.id, proposals.decidedBy))
    .$dynamic();
  const where: SQL[] = [];
  if (opts.id) where.push(eq(proposals.id, opts.id));
  if (opts.status) where.push(eq(proposals.status, opts.status));
  if (opts.kind) where.push(eq(proposals.kind, opts.kind));
  if (where.length > 0) query.where(and(...where));
  return query.orderBy(desc(proposals.proposedAt), desc(proposals.id)).limit(opts.limit);
}

/** The waiting proposal about `subject` of this kind (a claim's approval), if any. */
export async function waitingProposalOf(db: DbOrTx, kind: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.kind, kind), eq(proposals.subject, subject), eq(proposals.status, 'PROPOSED')))
    .limit(1);
  return row?.id ?? null;
}

/** An account's type and name (what a proposal is about). */
export async function findAccount(db: DbOrTx, accountId: string) {
  const [account] = await db
    .select({ id: accounts.id, type: accounts.type, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account;
}
