import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@oc/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, ingestRecords, users } from '../../db/schema';

/** The ingestion API's own SQL: accounts named by records, the record ledger, the batch lock. */

/** The rows of a raw statement (the kinds' bulk SQL over `json_to_recordset`). */
export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface AccountOfRecord {
  id: string;
  type: UserType;
  mobileNo: string;
}

/** The accounts with these ids, or of these (mobile number, type) pairs. */
export async function findAccounts(
  db: DbOrTx,
  ids: readonly string[],
  pairs: readonly { mobileNo: string; type: UserType }[],
): Promise<AccountOfRecord[]> {
  const uniqueIds = [...new Set(ids)];
  const uniquePairs = [...new Map(pairs.map((p) => [`${p.mobileNo}:${p.type}`, p])).values()];
  if (uniqueIds.length === 0 && uniquePairs.length === 0) return [];
  const byPair =
    uniquePairs.length > 0
      ? sql`(${users.mobileNo}, ${accounts.type}::text) in (${sql.join(
          uniquePairs.map((p) => sql`(${p.mobileNo}::varchar, ${p.type}::text)`),
          sql`, `,
        )})`
      : sql`false`;
  const byId = uniqueIds.length > 0 ? inArray(accounts.id, uniqueIds) : sql`false`;
  return db
    .select({ id: accounts.id, type: accounts.type, mobileNo: users.mobileNo })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(sql`${byId} or ${byPair}`);
}

/**
 * Holds the batch lock of (kind, source) to the end of the transaction: batches of one kind from
 * one system are written one after another, so overlapping batches sent at once end as if sent in
 * turn. Other kinds and other systems do not wait.
 */
export async function lockKindSource(tx: Tx, kind: string, source: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ingest:${kind}:${source}`}))`);
}

export type IngestRecordRow = typeof ingestRecords.$inferSelect;

export async function findIngestRecords(
  db: DbOrTx,
  kind: string,
  source: string,
  externalIds: readonly string[],
): Promise<IngestRecordRow[]> {
  if (externalIds.length === 0) return [];
  return db
    .select()
    .from(ingestRecords)
    .where(
      and(
        eq(ingestRecords.kind, kind),
        eq(ingestRecords.source, source),
        inArray(ingestRecords.externalId, [...externalIds]),
      ),
    );
}

/** Notes what each accepted record is now (its hash and row). */
export async function upsertIngestRecords(
  tx: Tx,
  rows: readonly (typeof ingestRecords.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(ingestRecords)
    .values([...rows])
    .onConflictDoUpdate({
      target: [ingestRecords.kind, ingestRecords.source, ingestRecords.externalId],
      set: {
        hash: sql`excluded.hash`,
        rowId: sql`excluded.row_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Which of these rows of a kind came from which record (to tell a record's own row from another's). */
export async function externalIdsOfRows(
  db: DbOrTx,
  kind: string,
  rowIds: readonly string[],
): Promise<{ rowId: string; source: string; externalId: string }[]> {
  if (rowIds.length === 0) return [];
  const rows = await db
    .select({
      rowId: ingestRecords.rowId,
      source: ingestRecords.source,
      externalId: ingestRecords.externalId,
    })
    .from(ingestRecords)
    .where(and(eq(ingestRecords.kind, kind), inArray(ingestRecords.rowId, [...rowIds])));
  return rows.flatMap((r) => (r.rowId ? [{ ...r, rowId: r.rowId }] : []));
}

/**
 * The files among these (account, id) pairs that the ingestion API stored for that same account:
 * another account's id, or an operator's upload, finds nothing.
 */
export async function ingestedFilesOf(
  tx: Tx,
  feature: string,
  pairs: readonly { account_id: string; id: string }[],
): Promise<Map<string, { contentType: string; storageKey: string }>> {
  if (pairs.length === 0) return new Map();
  const result = await rowsOf<{ account_id: string; id: string; content_type: string; storage_key: string }>(
    tx,
    sql`
    select f.account_id, f.id, f.content_type, f.storage_key
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(account_id uuid, id uuid)
    join stored_files f on f.account_id = x.account_id and f.id = x.id
    where f.feature = ${feature}`,
  );
  return new Map(
    result.map((r) => [
      `${r.account_id}:${r.id}`,
      { contentType: r.content_type, storageKey: r.storage_key },
    ]),
  );
}

/** Which of these (account, RC) pairs are buses of the account. */
export async function busesOf(
  tx: Tx,
  pairs: readonly { account_id: string; rc: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const result = await rowsOf<{ account_id: string; rc: string }>(
    tx,
    sql`
    select b.account_id, b.rc
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(account_id uuid, rc text)
    join buses b on b.account_id = x.account_id and b.rc = x.rc`,
  );
  return new Set(result.map((r) => `${r.account_id}:${r.rc}`));
}
