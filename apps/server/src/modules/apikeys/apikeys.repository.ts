import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';

/** API keys' SQL (contract `apikeys.ts`). */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  if (!created) throw new Error('insert into api_keys returned no row');
  return created;
}

/** Newest first, revoked ones too; at most 200. */
export async function listApiKeys(db: DbOrTx): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(200);
}

export async function lockApiKey(db: DbOrTx, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  return row;
}

export async function revokeApiKey(db: DbOrTx, id: string, at: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id)).returning();
  return row;
}

/** The key with this hash that is not revoked (read on every request: a revocation holds at once). */
export async function findActiveKey(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Marks the key used at `at`, unless it was marked in the minute before (one write a minute). */
export async function touchApiKey(db: DbOrTx, id: string, at: Date): Promise<void> {
  const minuteAgo = new Date(at.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
}
