import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountProfiles, accounts, otpChallenges, rateEvents, refreshTokens, users } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByMobile(db: DbOrTx, mobileNo: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNo, mobileNo)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Saves the user's language or colour scheme (a field left out is kept); answers both. */
export async function savePreferences(
  db: DbOrTx,
  id: string,
  update: { language?: string; theme?: string },
): Promise<{ language: string | null; theme: string | null } | undefined> {
  const [row] = await db
    .update(users)
    .set(update)
    .where(eq(users.id, id))
    .returning({ language: users.language, theme: users.theme });
  return row;
}

/** The user's accounts with the profile e-mail, oldest first (the first is the default). */
export async function listAccountsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: accounts.id,
      type: accounts.type,
      name: accounts.name,
      groupId: accounts.groupId,
      createdAt: accounts.createdAt,
      email: accountProfiles.email,
    })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** Serialises OTP work per mobile number for the rest of the transaction. */
export async function lockMobile(tx: DbOrTx, mobileNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobileNo}`}))`);
}

export async function countRateEvents(
  db: DbOrTx,
  bucket: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${rateEvents.createdAt})` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function clearRateEvents(db: DbOrTx, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}

export async function addRateEvent(db: DbOrTx, bucket: string, at: Date): Promise<void> {
  await db.insert(rateEvents).values({ bucket, createdAt: at });
}

export async function latestChallenge(db: DbOrTx, mobileNo: string, purpose: string, forUpdate = false) {
  const q = db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.mobileNo, mobileNo), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertChallenge(db: DbOrTx, values: typeof otpChallenges.$inferInsert): Promise<void> {
  await db.insert(otpChallenges).values(values);
}

export async function recordFailedAttempt(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(eq(otpChallenges.id, id));
}

export async function consumeChallenge(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenForUpdate(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
