import { and, asc, eq, gt, ilike, inArray, isNull, like, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountProfiles,
  accounts,
  kycDocuments,
  staffRefreshTokens,
  staffUsers,
  users,
  wallets,
} from '../../db/schema';

/** The staff side's SQL: staff accounts, their refresh tokens, and operators as staff look them up. */

export type StaffRow = typeof staffUsers.$inferSelect;

export async function insertStaff(
  tx: DbOrTx,
  row: Pick<
    typeof staffUsers.$inferInsert,
    'email' | 'name' | 'role' | 'totpSecret' | 'setPasswordTokenHash' | 'setPasswordExpiresAt'
  >,
): Promise<StaffRow | null> {
  const [created] = await tx
    .insert(staffUsers)
    .values(row)
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return created ?? null;
}

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return row ?? null;
}

export async function findStaffById(db: DbOrTx, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** The staff member whose set-password link this is, while it is unused and in its day. */
export async function findStaffBySetPasswordToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.setPasswordTokenHash, tokenHash), gt(staffUsers.setPasswordExpiresAt, now)));
  return row ?? null;
}

/** Sets the password and spends the link in one statement: a second use finds nothing. */
export async function setPasswordWithToken(
  db: DbOrTx,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<StaffRow | null> {
  const [row] = await db
    .update(staffUsers)
    .set({ passwordHash, setPasswordTokenHash: null, setPasswordExpiresAt: null })
    .where(and(eq(staffUsers.setPasswordTokenHash, tokenHash), gt(staffUsers.setPasswordExpiresAt, now)))
    .returning();
  return row ?? null;
}

/**
 * Takes a TOTP step for the staff member when it is later than the last one taken: one statement,
 * so two requests with the same code cannot both pass. False: the code's step was used already.
 */
export async function takeTotpStep(db: DbOrTx, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), lt(staffUsers.totpLastStep, step)))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function insertStaffRefreshToken(
  db: DbOrTx,
  row: typeof staffRefreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(staffRefreshTokens).values(row);
}

export async function findStaffRefreshTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffRefreshTokens)
    .where(eq(staffRefreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markStaffRefreshTokenUsed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(staffRefreshTokens).set({ usedAt: now }).where(eq(staffRefreshTokens.id, id));
}

export async function revokeStaffFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(staffRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffRefreshTokens.familyId, familyId), isNull(staffRefreshTokens.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// Operators as staff see them
// ---------------------------------------------------------------------------------------------

export interface OperatorRow {
  userId: string;
  name: string;
  mobileNo: string;
  email: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed by a person are letters, not wildcards. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users matching `q`: a mobile number's start (digits), a name containing it, or an account's id or
 * group id exactly. At most `limit`, by name.
 */
export async function searchOperators(db: DbOrTx, q: string, limit: number): Promise<OperatorRow[]> {
  const byAccount = db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(UUID.test(q) ? or(eq(accounts.id, q), eq(accounts.groupId, q)) : eq(accounts.groupId, q));
  const conditions = [ilike(users.name, `%${literal(q)}%`), inArray(users.id, byAccount)];
  if (/^\d+$/.test(q)) conditions.push(like(users.mobileNo, `${q}%`));
  return db
    .select({ userId: users.id, name: users.name, mobileNo: users.mobileNo, email: users.email })
    .from(users)
    .where(or(...conditions))
    .orderBy(asc(users.name), asc(users.mobileNo))
    .limit(limit);
}

export async function findOperator(db: DbOrTx, userId: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, mobileNo: users.mobileNo, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findOperatorByMobile(db: DbOrTx, mobileNo: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, mobileNo: users.mobileNo, email: users.email })
    .from(users)
    .where(eq(users.mobileNo, mobileNo));
  return row ?? null;
}

/** The users' accounts, oldest first, with the wallet balance (paise; null without a wallet row). */
export async function accountsOfUsers(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: accounts.userId,
      id: accounts.id,
      type: accounts.type,
      name: accounts.name,
      groupId: accounts.groupId,
      balancePaise: wallets.balancePaise,
    })
    .from(accounts)
    .leftJoin(wallets, eq(wallets.accountId, accounts.id))
    .where(inArray(accounts.userId, userIds))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** The accounts' profiles (operator detail). */
export async function profilesOf(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db.select().from(accountProfiles).where(inArray(accountProfiles.accountId, accountIds));
}

/** The accounts' KYC documents (operator detail). */
export async function kycDocumentsOf(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: kycDocuments.accountId, docType: kycDocuments.docType, status: kycDocuments.status })
    .from(kycDocuments)
    .where(inArray(kycDocuments.accountId, accountIds));
}

/** Saves the staff member's language or colour scheme (a field left out is kept); answers both. */
export async function saveStaffPreferences(
  db: DbOrTx,
  id: string,
  update: { language?: string; theme?: string },
): Promise<{ language: string | null; theme: string | null } | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set(update)
    .where(eq(staffUsers.id, id))
    .returning({ language: staffUsers.language, theme: staffUsers.theme });
  return row;
}
