import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'pglite'; dir: string }
  | { kind: 'pglite-instance'; client: PGlite }
  | { kind: 'postgres'; url: string };

/** Opens the database and applies the SQL migrations (the same files for both drivers). */
export async function openDatabase(
  source: DatabaseSource,
  opts: { migrate?: boolean } = {},
): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10, idleTimeoutMillis: 30_000 });
    const db = drizzlePg({ client: pool, schema });
    if (runMigrations) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (source.kind === 'pglite') {
    mkdirSync(source.dir, { recursive: true });
    client = await PGlite.create(source.dir);
  } else {
    client = source.client;
  }
  const db = drizzlePglite({ client, schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
