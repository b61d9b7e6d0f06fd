import { existsSync, readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Config } from '../config';
import { MIGRATIONS_DIR, type Database, type OpenOptions } from '../db/client';
import { acquireDirLock, type DirLock } from '../db/lock';
import { seedDemo } from '../db/seed';
import {
  consoleIo,
  defaultOpen,
  describeDatabase,
  errorLines,
  loadCliConfig,
  UsageError,
  type CliDeps,
  type CliIo,
} from './shared';

export const DB_RESET_HELP = [
  'Drops the configured database, applies the migrations again and, in demo mode, seeds the demo data.',
  '',
  'Usage: npm run db:reset [-- --force]',
  '',
  'The database is the server\'s: DATABASE_URL (PostgreSQL: drops the "public" and "drizzle" schemas),',
  'else the embedded PGlite directory in DATA_DIR (default ./data; removes DATA_DIR/pglite).',
  'Stop the server first (with the embedded database, the reset refuses to run while the server has',
  'it open). APP_MODE=production is refused unless --force is given, and then the database is left',
  'empty (production never gets demo data).',
  '',
  'Options:',
  '  --force   allow the reset in APP_MODE=production',
  '  --help    this text',
];

const RESET_OWNER = { role: 'command', name: 'npm run db:reset' } as const;

/** Drops every table, type and migration record of the configured database. */
async function dropEverything(config: Config): Promise<string> {
  if (config.database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.database.url });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
    return 'dropped schemas "public" and "drizzle"';
  }
  const dir = config.database.dir;
  if (!existsSync(dir)) return `nothing to drop (${dir} did not exist)`;
  rmSync(dir, { recursive: true, force: true });
  return `removed ${dir}`;
}

export interface ResetResult {
  lines: string[];
}

/**
 * The reset itself: drop, migrate (openDatabase applies the migrations), seed in demo mode.
 * Refuses production mode unless `force`.
 */
export async function resetDatabase(
  config: Config,
  opts: {
    force?: boolean;
    now?: Date;
    open?: (config: Config, opts?: OpenOptions) => Promise<Database>;
  } = {},
): Promise<ResetResult> {
  if (config.mode === 'production' && !opts.force)
    throw new UsageError(
      'Refusing to reset: APP_MODE=production. This deletes every user, account and booking; ' +
        'run `npm run db:reset -- --force` if you really mean it.',
    );
  const lines = [`Database: ${describeDatabase(config)} (APP_MODE=${config.mode})`];
  // An embedded directory is locked before it is removed, and stays locked until the new database
  // is closed: a running server keeps it (DatabaseInUseError), nobody opens it half-made.
  let lock: DirLock | undefined =
    config.database.kind === 'pglite' ? acquireDirLock(config.database.dir, RESET_OWNER) : undefined;
  let database: Database;
  try {
    lines.push(`Dropped: ${await dropEverything(config)}`);
    const given = lock;
    lock = undefined; // openDatabase owns it now, and releases it on close or failure
    database = await (opts.open ?? defaultOpen)(config, {
      owner: RESET_OWNER,
      ...(given ? { lock: given } : {}),
    });
  } finally {
    lock?.release();
  }
  try {
    const migrations = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
    lines.push(`Migrated: ${migrations} migrations applied`);
    if (config.mode === 'production') {
      lines.push('Seeded: nothing (production mode never gets demo data)');
    } else {
      const s = await seedDemo(database.db, { now: opts.now ?? new Date() });
      lines.push(
        `Seeded: ${s.users} users, ${s.accounts} accounts, ${s.cities} cities, ${s.busTypes} bus types, ` +
          `${s.services} services, ${s.trips} trips, ${s.bookings} bookings, ${s.campaigns} campaigns ` +
          `in ${(s.ms / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await database.close();
  }
  return { lines };
}

/** `db:reset [--force]`; answers the process exit code. */
export async function runDbReset(argv: string[], deps: CliDeps = {}): Promise<number> {
  const io: CliIo = deps.io ?? consoleIo;
  const env = deps.env ?? process.env;
  let values: { force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    io.err(`db:reset: ${err instanceof Error ? err.message : String(err)}`);
    io.err('Usage: npm run db:reset [-- --force]');
    return 1;
  }
  if (values.help) {
    for (const line of DB_RESET_HELP) io.out(line);
    return 0;
  }
  try {
    const config = loadCliConfig(env);
    const started = Date.now();
    const { lines } = await resetDatabase(config, {
      force: values.force === true,
      ...(deps.now ? { now: deps.now() } : {}),
      ...(deps.openDatabase ? { open: deps.openDatabase } : {}),
    });
    for (const line of lines) io.out(line);
    io.out(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (err) {
    for (const line of errorLines(err, env)) io.err(line);
    return 1;
  }
}
