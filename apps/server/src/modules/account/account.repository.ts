import { and, asc, desc, eq } from 'drizzle-orm';
import type { BankProofStatus, Poc } from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import {
  accountPocs,
  accounts,
  agreements,
  bankProofTransitions,
  bankProofs,
  storedFiles,
  users,
} from '../../db/schema';

export type BankProofRow = typeof bankProofs.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;
export type TransitionRow = typeof bankProofTransitions.$inferSelect;

/** The account's owner (the person): name, mobile, email. */
export async function findOwner(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      accountName: accounts.name,
      type: accounts.type,
      userId: users.id,
      name: users.name,
      mobileNo: users.mobileNo,
      email: users.email,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function listPocs(db: DbOrTx, accountId: string): Promise<Poc[]> {
  return db
    .select({
      name: accountPocs.name,
      area: accountPocs.area,
      department: accountPocs.department,
      mobile: accountPocs.mobile,
    })
    .from(accountPocs)
    .where(eq(accountPocs.accountId, accountId))
    .orderBy(asc(accountPocs.position));
}

/**
 * Locks the account row until the transaction ends, so two changes of one account's profile run
 * one after the other. FOR NO KEY UPDATE, not FOR UPDATE: an insert in the same transaction that
 * references the account (a stored file) holds a KEY SHARE lock on it, and FOR UPDATE would wait on
 * the other request's KEY SHARE while it waits on ours — a deadlock.
 */
export async function lockAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}

/** Replaces the account's POC list (in one transaction with the caller; the account row locked first). */
export async function replacePocs(db: DbOrTx, accountId: string, pocs: readonly Poc[]): Promise<void> {
  await lockAccount(db, accountId);
  await db.delete(accountPocs).where(eq(accountPocs.accountId, accountId));
  if (pocs.length === 0) return;
  await db.insert(accountPocs).values(pocs.map((p, position) => ({ accountId, position, ...p })));
}

export async function findBankProof(db: DbOrTx, accountId: string): Promise<BankProofRow | undefined> {
  const [row] = await db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId));
  return row;
}

/**
 * The bank proof row for a change; none when the account has none yet. The account row is locked
 * first ({@link lockAccount}), so two changes of one account, even its first upload, run one after
 * the other.
 */
export async function lockBankProof(db: DbOrTx, accountId: string): Promise<BankProofRow | undefined> {
  await lockAccount(db, accountId);
  const [row] = await db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId)).for('update');
  return row;
}

/** Sets the status (and the file, when given) and records the transition: one call, one transaction. */
export async function moveBankProof(
  db: DbOrTx,
  change: {
    accountId: string;
    from: BankProofStatus | null;
    to: BankProofStatus;
    fileId?: string | null;
    actor: string;
    at: Date;
    /** A rejection's reason (the console's); every other change clears it. */
    reason?: string | null;
  },
): Promise<void> {
  const fileSet = change.fileId !== undefined ? { fileId: change.fileId } : {};
  const decisionReason = change.reason ?? null;
  await db
    .insert(bankProofs)
    .values({
      accountId: change.accountId,
      status: change.to,
      updatedAt: change.at,
      decisionReason,
      ...fileSet,
    })
    .onConflictDoUpdate({
      target: bankProofs.accountId,
      set: { status: change.to, updatedAt: change.at, decisionReason, ...fileSet },
    });
  await db.insert(bankProofTransitions).values({
    accountId: change.accountId,
    fromStatus: change.from,
    toStatus: change.to,
    fileId: change.fileId ?? null,
    actor: change.actor,
    at: change.at,
  });
}

/** Bank proofs waiting for a decision, oldest first, with their account, owner and file. */
export async function listPendingBankProofs(db: DbOrTx) {
  return db
    .select({
      accountId: bankProofs.accountId,
      accountName: accounts.name,
      accountType: accounts.type,
      userName: users.name,
      mobileNo: users.mobileNo,
      uploadedAt: bankProofs.updatedAt,
      fileId: bankProofs.fileId,
      fileName: storedFiles.displayName,
      contentType: storedFiles.contentType,
    })
    .from(bankProofs)
    .innerJoin(accounts, eq(accounts.id, bankProofs.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, bankProofs.fileId))
    .where(eq(bankProofs.status, 'PENDING'))
    .orderBy(asc(bankProofs.updatedAt), asc(bankProofs.accountId))
    .limit(500);
}

export async function listTransitions(db: DbOrTx, accountId: string): Promise<TransitionRow[]> {
  return db
    .select()
    .from(bankProofTransitions)
    .where(eq(bankProofTransitions.accountId, accountId))
    .orderBy(asc(bankProofTransitions.at));
}

export async function listAgreements(db: DbOrTx, accountId: string): Promise<AgreementRow[]> {
  return db
    .select()
    .from(agreements)
    .where(eq(agreements.accountId, accountId))
    .orderBy(desc(agreements.signedAt), asc(agreements.name));
}

/** The account's agreement with this id, locked (another account's id finds nothing). */
export async function lockAgreement(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.accountId, accountId), eq(agreements.id, id)))
    .for('update');
  return row;
}

export async function setAgreementFile(db: DbOrTx, accountId: string, id: string, fileId: string) {
  await db
    .update(agreements)
    .set({ fileId })
    .where(and(eq(agreements.accountId, accountId), eq(agreements.id, id)));
}
