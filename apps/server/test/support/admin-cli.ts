import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runAdmin } from '../../src/cli/admin.command';
import type { Database } from '../../src/db/client';
import { TEST_HASH_SECRET, TEST_JWT_SECRET, createTestDatabase, type TestDatabase } from './index';

/**
 * The admin command against a seeded test database of the file's own (created before its tests,
 * closed after): `admin(argv)` runs it in-process with captured output, `db()` reads what it did.
 */
export function useAdminCli(opts: { prefix: string; now?: () => Date }) {
  let testDb: TestDatabase;
  let dataDir: string;
  const keepOpen = (): Promise<Database> =>
    Promise.resolve({ ...testDb.database, close: async () => undefined });

  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: true });
    dataDir = mkdtempSync(path.join(tmpdir(), opts.prefix));
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    db: () => testDb.database.db,
    admin: async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        io: { out: (l) => out.push(l), err: (l) => err.push(l) },
        env: { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, HASH_SECRET: TEST_HASH_SECRET },
        openDatabase: keepOpen,
        ...(opts.now ? { now: opts.now } : {}),
      });
      return { code, out, err };
    },
  };
}
