import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountProfiles, accounts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof accountProfiles.$inferSelect;
export type AccountWithProfile = AccountRow & { profile: ProfileRow | null };

export async function findUserByMobile(db: DbOrTx, mobileNo: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNo, mobileNo)).limit(1);
  return row;
}

/** Inserts a user unless the mobile number is taken (then undefined). */
export async function insertUser(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.mobileNo })
    .returning();
  return row;
}

export async function findAccountByGroupId(db: DbOrTx, groupId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.groupId, groupId)).limit(1);
  return row;
}

export async function insertAccountWithProfile(
  db: DbOrTx,
  account: typeof accounts.$inferInsert,
  profile: Omit<typeof accountProfiles.$inferInsert, 'accountId'>,
): Promise<AccountWithProfile> {
  const [row] = await db.insert(accounts).values(account).returning();
  if (!row) throw new Error('account insert returned nothing');
  const [p] = await db
    .insert(accountProfiles)
    .values({ ...profile, accountId: row.id })
    .returning();
  return { ...row, profile: p ?? null };
}

/** Accounts of the given users with their profiles, oldest first. */
export async function listAccountsOfUsers(db: DbOrTx, userIds: string[]): Promise<AccountWithProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ account: accounts, profile: accountProfiles })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(inArray(accounts.userId, userIds))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.map((r) => ({ ...r.account, profile: r.profile }));
}

export async function listUsers(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.mobileNo));
}

/** Updates the profile of an account, creating it when the account has none yet. */
export async function upsertProfile(
  db: DbOrTx,
  accountId: string,
  defaults: { legalName: string; email: string | null },
  changes: Partial<Pick<ProfileRow, 'subType' | 'isGstinRequired' | 'isMsme' | 'turnoverPaise'>>,
  at: Date,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(accountProfiles)
    .values({ accountId, ...defaults, ...changes, updatedAt: at })
    .onConflictDoUpdate({ target: accountProfiles.accountId, set: { ...changes, updatedAt: at } })
    .returning();
  if (!row) throw new Error('profile upsert returned nothing');
  return row;
}
