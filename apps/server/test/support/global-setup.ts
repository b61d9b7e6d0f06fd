import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { SERVER_ROOT } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createDatabase, databaseUrl, dropDatabase, redactUrl, testDatabaseUrl, withAdmin } from './postgres';
import type { TestDbInfo } from './provided';
import { seedDemoAt } from './seed';

const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
/** Databases of runs that died without cleaning up are dropped after this long. */
const STALE_AFTER_MS = 3 * 60 * 60_000;

function log(message: string): void {
  console.log(`[test-db] ${message}`);
}

/**
 * Once per run: a migrated database and a migrated + seeded one, which every test file clones
 * (a fresh PGlite from a tarball, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = (process.env.TEST_DB ?? 'pglite').toLowerCase();
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be "pglite" or "postgres", not "${kind}"`);
  const runId = `${Math.floor(Date.now() / 1000).toString(36)}_${process.pid.toString(36)}`;
  const seededAt = new Date();
  const started = Date.now();

  if (kind === 'pglite') {
    const dir = path.join(REPO_ROOT, '.test-tmp', `api-${runId}`);
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create();
    const database = await openDatabase({ kind: 'pglite-instance', client });
    const templateFile = path.join(dir, 'migrated.tar');
    writeFileSync(templateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemoAt(database.db, { now: seededAt });
    const seededFile = path.join(dir, 'seeded.tar');
    writeFileSync(seededFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    const info: TestDbInfo = { kind, runId, templateFile, seededFile, seededAt: seededAt.toISOString() };
    project.provide('ocTestDb', info);
    log(`PGlite templates ready in ${Date.now() - started} ms`);
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = testDatabaseUrl();
  const templateName = `oc_test_${runId}_tpl`;
  const seededName = `oc_test_${runId}_seed`;
  try {
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'oc\\_test\\_%'",
      );
      for (const { datname } of rows) {
        const born = parseInt(/^oc_test_([0-9a-z]+)_/.exec(datname)?.[1] ?? '', 36) * 1000;
        if (Number.isFinite(born) && Date.now() - born > STALE_AFTER_MS) {
          await dropDatabase(c, datname, { force: true });
          log(`dropped ${datname}, left over from an earlier run`);
        }
      }
      await createDatabase(c, templateName);
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(
      `PostgreSQL run: cannot use the server at ${redactUrl(adminUrl)} (${why}). ` +
        'Set TEST_DATABASE_URL to a server where this user may CREATE DATABASE, or run without TEST_DB=postgres.',
    );
  }
  const dropAll = () =>
    withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`oc_test_${runId}_`],
      );
      for (const { datname } of rows) await dropDatabase(c, datname, { force: true });
    });
  try {
    const migrated = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, templateName) });
    await migrated.close();
    await withAdmin(adminUrl, (c) => createDatabase(c, seededName, templateName));
    const seeded = await openDatabase(
      { kind: 'postgres', url: databaseUrl(adminUrl, seededName) },
      { migrate: false },
    );
    await seedDemoAt(seeded.db, { now: seededAt });
    await seeded.close();
  } catch (err) {
    await dropAll();
    throw err;
  }
  const info: TestDbInfo = {
    kind,
    runId,
    adminUrl,
    templateName,
    seededName,
    seededAt: seededAt.toISOString(),
  };
  project.provide('ocTestDb', info);
  log(`PostgreSQL templates ${templateName}, ${seededName} ready in ${Date.now() - started} ms`);
  return dropAll;
}
