import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Tables and row snapshots for tests that prove a request changed nothing (issue 19). */

export const quoteIdent = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** The rows of a raw query, on PGlite and on PostgreSQL alike. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Tables with an `account_id` column: the tenant tables. */
export async function tenantTables(db: Db): Promise<string[]> {
  return (
    await queryRows<{ t: string }>(
      db,
      sql`select table_name as t from information_schema.columns
          where table_schema = 'public' and column_name = 'account_id' order by 1`,
    )
  ).map((r) => r.t);
}

/** Every base table of the public schema. */
export async function allTables(db: Db): Promise<string[]> {
  return (
    await queryRows<{ t: string }>(
      db,
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((r) => r.t);
}

/** Row count and md5 of the row values of each table (`where` narrows the rows, raw SQL). */
export async function snapshotTables(
  db: Db,
  tables: string[],
  where = 'true',
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [r] = await queryRows<{ n: string; h: string | null }>(
      db,
      sql.raw(
        `select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${quoteIdent(table)} t where ${where}`,
      ),
    );
    out[table] = `${r?.n ?? '?'}:${r?.h ?? ''}`;
  }
  return out;
}

/**
 * A write log: a row trigger on each of `tables` notes every inserted, updated or deleted row in
 * `test_write_log` (in the same transaction, so a rolled-back write leaves no note). `take()` answers
 * the tables written since the last call and empties the log. For test databases only.
 */
export async function installWriteLog(db: Db, tables: string[]): Promise<{ take(): Promise<string[]> }> {
  await db.execute(
    sql.raw(`create table test_write_log (id bigserial primary key, tbl text not null, op text not null)`),
  );
  await db.execute(
    sql.raw(`create function test_note_write() returns trigger language plpgsql as $$
      begin insert into test_write_log (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  for (const table of tables)
    await db.execute(
      sql.raw(
        `create trigger test_note_write after insert or update or delete on ${quoteIdent(table)}
         for each row execute function test_note_write()`,
      ),
    );
  return {
    async take() {
      const written = await queryRows<{ tbl: string; op: string }>(
        db,
        sql.raw(`delete from test_write_log returning tbl, op`),
      );
      return [...new Set(written.map((w) => `${w.op.toLowerCase()} ${w.tbl}`))].sort();
    },
  };
}
