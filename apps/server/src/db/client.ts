import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { acquireDirLock, type DirLock, type LockOwner } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * Is it an open transaction? A transaction is one connection, which runs one query at a time: its
 * queries go one after another (docs/architecture.md, "Connections").
 */
export function isTransaction(db: DbOrTx): db is Tx {
  return is(db, PgTransaction);
}

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

/** Where connection trouble is reported (the app's logger; silent when not given). */
export interface DbLog {
  warn(obj: object, msg: string): void;
}

export interface OpenOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  log?: DbLog;
  /** Who holds an embedded data directory while it is open (default: the server). */
  owner?: LockOwner;
  /** A lock on the data directory already taken (db:reset holds it across drop and re-create). */
  lock?: DirLock;
  /** Drizzle's query logger (tests capture the SQL the repositories issue with it). */
  logger?: Logger;
}

/**
 * The PostgreSQL pool. A connection that fails to open within 5 s fails the request (503) instead of
 * queueing it forever; idle connections close after 30 s; TCP keep-alive notices a peer that
 * vanished without closing the socket.
 */
export const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  application_name: 'operator-console',
} as const;

/**
 * pg-pool puts the whole connection on an idle connection's error (`err.client`: its parameters,
 * buffers and parsed statements), which the log's error serializer would write out, kilobytes a
 * line; the error's own fields (message, code, severity, stack) are what tells what happened.
 */
function withoutClient(err: Error): Error {
  if ('client' in err) delete (err as { client?: unknown }).client;
  return err;
}

/**
 * A pool that survives its connections dying (pg_terminate_backend, a database restart, a network
 * cut). node-postgres reports a lost connection as an 'error' event on the client, and pg-pool
 * re-emits it on the pool for idle clients: without a listener either one ends the process. Here:
 * - the pool's 'error' (an idle client died; the pool has already dropped it) is logged;
 * - every client gets an 'error' listener of its own, so a connection lost while checked out (inside
 *   a drizzle transaction, which holds a client with no listener) is logged, not fatal; the client
 *   is handed back to the pool with the error at once, which drops it, and a later release() by its
 *   user does nothing. Drizzle's transaction() does not release the client when its BEGIN fails;
 *   without this, each such failure would keep one of the `max` slots forever.
 * The queries that were running fail (the error handler answers 503); the next ones get fresh
 * connections, so the server recovers on its own when the database is back.
 */
export function createPool(url: string, log?: DbLog): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('error', (err) =>
    log?.warn({ err: withoutClient(err) }, 'database connection lost (idle); the pool opens a new one'),
  );
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return; // idle: pg-pool's own listener drops it and emits 'error' above
      log?.warn({ err }, 'database connection lost during a request; the pool opens a new one');
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(err);
    });
  });
  return pool;
}

/** Opens the database and applies the SQL migrations (the same files for both drivers). */
export async function openDatabase(source: DatabaseSource, opts: OpenOptions = {}): Promise<Database> {
  const started = startDatabase(source, opts);
  await started.ready;
  return started.database;
}

/** A database being opened: usable once `ready` has settled ({@link startDatabase}). */
export interface StartingDatabase {
  database: Database;
  /**
   * Settles when the database is open and migrated; when either fails it rejects, with a database
   * this call opened closed (and an embedded data directory's lock released). A PGlite client
   * passed in stays open: it is the caller's.
   */
  ready: Promise<void>;
}

/**
 * Starts opening the database and answers at once, so the caller can do other work while it opens
 * (the server registers its routes meanwhile: src/app.ts). No query may be sent before `ready` has
 * settled. The embedded directory's lock is taken here, before answering: a directory in use fails
 * at once.
 */
export function startDatabase(source: DatabaseSource, opts: OpenOptions = {}): StartingDatabase {
  const runMigrations = opts.migrate ?? true;
  if (source.kind === 'postgres') {
    const pool = createPool(source.url, opts.log);
    const db = drizzlePg({ client: pool, schema, ...(opts.logger ? { logger: opts.logger } : {}) });
    let closed: Promise<void> | undefined;
    const close = () => (closed ??= pool.end());
    const ready = (async () => {
      try {
        if (runMigrations) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } catch (err) {
        await close();
        throw err;
      }
    })();
    return {
      database: { db, kind: 'postgres', ping: () => ping(db), close },
      ready,
    };
  }
  let client: PGlite;
  let lock: DirLock | undefined;
  if (source.kind === 'pglite') {
    // One process at a time on a data directory (db/lock.ts): a second one would lose its writes.
    lock = opts.lock ?? acquireDirLock(source.dir, opts.owner ?? { role: 'server' });
    if (path.resolve(lock.dir) !== path.resolve(source.dir)) {
      lock.release();
      throw new Error(`The lock given is for ${lock.dir}, not ${source.dir}.`);
    }
    try {
      mkdirSync(source.dir, { recursive: true });
      // PGlite compiles its WebAssembly and starts PostgreSQL in the background (`waitReady`).
      client = new PGlite(source.dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = source.client;
  }
  const db = drizzlePglite({ client, schema, ...(opts.logger ? { logger: opts.logger } : {}) });
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    })());
  const ready = (async () => {
    try {
      await client.waitReady;
      if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (err) {
      // A client given by the caller stays the caller's to close.
      if (lock) await close().catch(() => undefined);
      throw err;
    }
  })();
  return {
    database: { db, kind: 'pglite', ping: () => ping(db), close },
    ready,
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
