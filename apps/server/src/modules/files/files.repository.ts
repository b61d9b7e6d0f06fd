import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertFile(db: DbOrTx, row: NewStoredFile): Promise<StoredFileRow> {
  const [created] = await db.insert(storedFiles).values(row).returning();
  if (!created) throw new Error('insert into stored_files answered no row');
  return created;
}

/** The account's file with this id; another account's id finds nothing. */
export async function findFile(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.accountId, accountId), eq(storedFiles.id, id)))
    .limit(1);
  return row;
}

export async function countFiles(db: DbOrTx): Promise<number> {
  return await db.$count(storedFiles);
}
