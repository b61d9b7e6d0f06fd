import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_HASH_SECRET,
  TEST_JWT_SECRET,
  testDbKind,
  type TestDatabase,
} from '../../test/support';
import { openDatabase, type Database } from '../db/client';
import { bookings, users } from '../db/schema';
import { runAdmin } from './admin.command';
import { runDbReset } from './reset';

const NOW = new Date('2026-11-22T06:30:00Z');

function collect() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

let testDb: TestDatabase;
let dataDir: string;
/** The test database, kept open across commands (the command's close() is a no-op). */
const keepOpen = (): Promise<Database> =>
  Promise.resolve({ ...testDb.database, close: async () => undefined });

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'oc-cli-'));
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function admin(argv: string[], env: Record<string, string> = {}) {
  const c = collect();
  const run = runAdmin(argv, {
    io: c.io,
    env: { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, HASH_SECRET: TEST_HASH_SECRET, ...env },
    openDatabase: keepOpen,
    now: () => NOW,
  });
  return run.then((code) => ({ code, out: c.out, err: c.err }));
}

describe('admin command', () => {
  it('prints help, and each command its own', async () => {
    const help = await admin(['--help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('Usage: npm run admin -- <command> [options]');
    for (const name of ['create-user', 'add-account', 'set-profile', 'list-users'])
      expect(help.out.join('\n')).toContain(`  ${name}`);
    const sub = await admin(['set-profile', '--help']);
    expect(sub.code).toBe(0);
    expect(sub.out.join('\n')).toContain(
      '--sub-type <sub type>   INDIVIDUAL, COMPANY, PROPRIETORSHIP, LLP, PARTNERSHIP',
    );
    expect((await admin([])).code).toBe(1);
  });

  it('refuses unknown commands and options with a usage line, exit code 1', async () => {
    const unknown = await admin(['frobnicate']);
    expect(unknown).toMatchObject({ code: 1, out: [] });
    expect(unknown.err[0]).toBe(
      'Unknown command "frobnicate". Commands: create-user, add-account, set-profile, list-users, wallet-debit, bank-proof, reimbursement, close-week, staff-create, grant-app-role, api-key, webhook.',
    );
    const badOption = await admin(['create-user', '--mobile', '9876543210', '--nmae', 'X']);
    expect(badOption.code).toBe(1);
    expect(badOption.err[0]).toMatch(/^create-user: Unknown option '--nmae'/);
    expect(badOption.err[1]).toMatch(/^Usage: npm run admin -- create-user --mobile/);
  });

  it('seeds an empty demo database first, then creates a user, an account and a profile', async () => {
    const created = await admin(['create-user', '--mobile', '9876543210', '--name', 'Anil Mehta']);
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(/was empty: demo data seeded first\.$/);
    expect(created.out).toContain('Created user Anil Mehta (9876543210).');
    const [b] = await testDb.database.db.select({ n: count() }).from(bookings);
    expect(b!.n).toBeGreaterThan(0);

    const added = await admin([
      'add-account',
      '--mobile',
      '9876543210',
      '--type',
      'operator',
      '--name',
      'Mehta Travels',
    ]);
    expect(added.code).toBe(0);
    expect(added.out[0]).toBe(
      'Added OPERATOR "Mehta Travels": INDIVIDUAL, turnover ₹0.00, GSTIN not required, MSME, wallet ₹0.00.',
    );
    const set = await admin([
      'set-profile',
      '--mobile',
      '9876543210',
      '--sub-type',
      'company',
      '--turnover',
      '2,50,00,000',
      '--gstin-required',
      'yes',
      '--msme',
      'no',
    ]);
    expect(set).toMatchObject({ code: 0, err: [] });
    expect(set.out[0]).toBe(
      'Updated OPERATOR "Mehta Travels": COMPANY, turnover ₹2,50,00,000.00, GSTIN required, not MSME, wallet ₹0.00.',
    );
    const list = await admin(['list-users']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('9876543210  Anil Mehta');
    expect(list.out).toContain('9000000001  Rajesh Kumar <rajesh@shivshakti-travels.in>');
    expect(list.out.at(-1)).toBe('8 users.');
  }, 60_000); // it seeds a whole demo database first: up to 18 s on a loaded 2-core machine

  it('reports bad input as option messages, never a stack trace', async () => {
    const dup = await admin(['create-user', '--mobile', '9876543210', '--name', 'Anil Again']);
    expect(dup).toMatchObject({
      code: 1,
      out: [],
      err: ['A user with mobile number 9876543210 already exists.'],
    });
    const bad = await admin(['create-user', '--mobile', '12345', '--name', 'A']);
    expect(bad.err).toEqual([
      '--mobile: Mobile number must be 10 digits\n--name: Name must be at least 2 characters',
    ]);
    const missing = await admin(['create-user']);
    expect(missing.err).toEqual(['--mobile: Mobile number is required\n--name: Name is required']);
    const subType = await admin(['set-profile', '--mobile', '9876543210', '--sub-type', 'trust']);
    expect(subType.err).toEqual([
      '--sub-type: Sub type must be one of INDIVIDUAL, COMPANY, PROPRIETORSHIP, LLP, PARTNERSHIP',
    ]);
    const yesNo = await admin(['set-profile', '--mobile', '9876543210', '--msme', 'maybe']);
    expect(yesNo.err).toEqual(['--msme: answer yes or no (got "maybe").']);
    const turnover = await admin(['set-profile', '--mobile', '9876543210', '--turnover', '12 lakh']);
    expect(turnover.err).toEqual([
      '--turnover: give rupees as a number, e.g. 1500000 or 15,00,000 (got "12 lakh").',
    ]);
    const unknownUser = await admin(['add-account', '--mobile', '7000000000', '--type', 'OPERATOR']);
    expect(unknownUser.err).toEqual(['No user with mobile number 7000000000. Create one with create-user.']);
    for (const r of [dup, bad, missing, subType, yesNo, turnover, unknownUser]) {
      expect(r.code).toBe(1);
      expect(r.err.join('\n')).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it('reports a bad configuration plainly', async () => {
    const r = await admin(['list-users'], { DATABASE_URL: 'mysql://nope' });
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });
});

describe('db:reset', () => {
  it('refuses APP_MODE=production without --force, and touches nothing', async () => {
    const c = collect();
    let opened = false;
    const code = await runDbReset([], {
      io: c.io,
      env: { APP_MODE: 'production', DATA_DIR: dataDir },
      openDatabase: () => {
        opened = true;
        return keepOpen();
      },
    });
    expect(code).toBe(1);
    expect(opened).toBe(false);
    expect(c.err[0]).toMatch(/^Refusing to reset: APP_MODE=production\./);
    expect(c.err[0]).toContain('npm run db:reset -- --force');
    const [u] = await testDb.database.db.select({ n: count() }).from(users);
    expect(u!.n).toBeGreaterThan(0);
  });

  it('prints help and refuses unknown options', async () => {
    const help = collect();
    expect(await runDbReset(['--help'], { io: help.io })).toBe(0);
    expect(help.out[0]).toMatch(/^Drops the configured database/);
    const bad = collect();
    expect(await runDbReset(['--yes'], { io: bad.io })).toBe(1);
    expect(bad.err[0]).toMatch(/^db:reset: Unknown option '--yes'/);
  });

  it('drops, migrates and re-seeds the configured database', async () => {
    const kind = testDbKind();
    const target = kind === 'postgres' ? await createTestDatabase() : undefined;
    const resetDir = mkdtempSync(path.join(tmpdir(), 'oc-reset-'));
    const env: Record<string, string> = {
      DATA_DIR: resetDir,
      JWT_SECRET: TEST_JWT_SECRET,
      HASH_SECRET: TEST_HASH_SECRET,
      ...(target?.url ? { DATABASE_URL: target.url } : {}),
    };
    const source = target?.url
      ? ({ kind: 'postgres', url: target.url } as const)
      : ({ kind: 'pglite', dir: path.join(resetDir, 'pglite') } as const);
    try {
      // Something that must not survive the reset.
      const before = await openDatabase(source);
      await before.db.insert(users).values({ mobileNo: '9123456780', name: 'Stale User' });
      await before.close();

      const c = collect();
      expect(await runDbReset([], { io: c.io, env, now: () => NOW })).toBe(0);
      expect(c.err).toEqual([]);
      expect(c.out[0]).toMatch(
        kind === 'postgres' ? /^Database: PostgreSQL at postgres:\/\// : /^Database: embedded PGlite in /,
      );
      expect(c.out[1]).toMatch(
        kind === 'postgres' ? 'Dropped: dropped schemas "public" and "drizzle"' : /^Dropped: removed /,
      );
      expect(c.out[2]).toMatch(/^Migrated: \d+ migrations applied$/);
      expect(c.out[3]).toMatch(/^Seeded: 7 users, 9 accounts, .* bookings, \d+ campaigns in [\d.]+ s$/);

      const after = await openDatabase(source, { migrate: false });
      try {
        const rows = await after.db.select({ mobileNo: users.mobileNo }).from(users);
        expect(rows.map((r) => r.mobileNo).sort()).toEqual([
          '9000000001',
          '9000000002',
          '9000000003',
          '9000000004',
          '9000000005',
          '9000000006',
          '9000000007',
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await target?.close();
      rmSync(resetDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('grant-app-role names a missing role and says it is for PostgreSQL (the embedded database has none)', async () => {
    const missing = await admin(['grant-app-role', '--role', 'no_such_role']);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toContain('There is no role no_such_role. Make it first on PostgreSQL');
    expect(missing.err[0]).toContain('not the embedded database');
  });
});
