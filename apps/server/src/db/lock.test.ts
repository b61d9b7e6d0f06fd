import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config';
import { runAdmin } from '../cli/admin.command';
import { runDbReset } from '../cli/reset';
import { openDatabase, startDatabase } from './client';
import { DatabaseInUseError, STALE_AFTER_MS, acquireDirLock, lockFileOf, type LockInfo } from './lock';
import { users } from './schema';

const SECRET = 'f'.repeat(64);
const ADMIN = { role: 'command', name: 'npm run admin' } as const;
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oc-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function collect() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(r.stdout);
}

function writeLock(dir: string, info: Partial<LockInfo>): string {
  const file = lockFileOf(dir);
  const full: LockInfo = {
    pid: process.pid,
    host: hostname(),
    owner: { role: 'server' },
    since: new Date().toISOString(),
    ...info,
  };
  writeFileSync(file, JSON.stringify(full));
  return file;
}

describe('data directory lock', () => {
  it('refuses a second holder, naming the first and what to do, and lets go on release', () => {
    const dir = path.join(tempDir(), 'pglite');
    const lock = acquireDirLock(dir, { role: 'server' });
    expect(lock.file).toBe(`${dir}.lock`);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      owner: { role: 'server' },
    });
    let error: unknown;
    try {
      acquireDirLock(dir, ADMIN);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toBe(
      `The database in ${dir} is in use by the running server (pid ${process.pid}). ` +
        'Stop the server first, or run the command against PostgreSQL (DATABASE_URL).',
    );
    // A second server on the same directory is told to stop the first or use another one.
    expect(() => acquireDirLock(dir, { role: 'server' })).toThrow(
      /in use by the running server \(pid \d+\)\. Stop that server first, or give this one another DATA_DIR/,
    );
    lock.release();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    const again = acquireDirLock(dir, ADMIN);
    expect(() => acquireDirLock(dir, { role: 'server' })).toThrow(
      /is in use by `npm run admin` \(pid \d+\)\. Wait for it to finish, then try again\./,
    );
    again.release();
  });

  it('takes over a lock whose process is gone, or that nobody has touched for minutes', () => {
    const dir = path.join(tempDir(), 'pglite');
    writeLock(dir, { pid: deadPid() });
    acquireDirLock(dir, ADMIN).release();

    // Another host: its pid cannot be checked here, so only an old lock is stale.
    const file = writeLock(dir, { host: 'elsewhere.example', pid: 4242 });
    expect(() => acquireDirLock(dir, ADMIN)).toThrow(
      /in use by the running server \(pid 4242 on elsewhere\.example\)/,
    );
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    utimesSync(file, old, old);
    acquireDirLock(dir, ADMIN).release();

    // Our own pid, but not held by this process: a previous run that had the same pid.
    writeLock(dir, { pid: process.pid });
    acquireDirLock(dir, ADMIN).release();
  });

  it('is released when the holding process exits, and a killed holder leaves a lock that is taken over', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const script = (end: string) =>
      `import { acquireDirLock } from ${JSON.stringify(path.join(SERVER_ROOT, 'src', 'db', 'lock.ts'))};` +
      `acquireDirLock(${JSON.stringify(dir)}, { role: 'server' }); console.log('locked'); ${end}`;
    const exited = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script('process.exit(3)')],
      {
        cwd: SERVER_ROOT,
        encoding: 'utf8',
      },
    );
    expect(exited.stdout).toContain('locked');
    expect(existsSync(lockFileOf(dir))).toBe(false);

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script('setInterval(() => {}, 1000);')],
      {
        cwd: SERVER_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
    expect(() => acquireDirLock(dir, ADMIN)).toThrow(`(pid ${child.pid})`);
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    expect(existsSync(lockFileOf(dir))).toBe(true);
    acquireDirLock(dir, ADMIN).release();
  }, 60_000);
});

describe('an embedded database in use', () => {
  it('makes the admin command and db:reset refuse with a clear message, and touch nothing; after close they run', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, HASH_SECRET: SECRET, APP_MODE: 'production' };
    const dir = path.join(dataDir, 'pglite');
    const server = await openDatabase({ kind: 'pglite', dir });
    try {
      await server.db.insert(users).values({ mobileNo: '9123456780', name: 'Kept User' });
      const expected =
        `The database in ${dir} is in use by the running server (pid ${process.pid}). ` +
        'Stop the server first, or run the command against PostgreSQL (DATABASE_URL).';

      const admin = collect();
      expect(await runAdmin(['list-users'], { io: admin.io, env })).toBe(1);
      expect(admin.err).toEqual([expected]);

      const reset = collect();
      expect(await runDbReset(['--force'], { io: reset.io, env })).toBe(1);
      expect(reset.err).toEqual([expected]);
      expect(reset.out).toEqual([]);

      // Another process (the real command line) is refused the same way.
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join('src', 'cli', 'admin.ts'), 'list-users'],
        {
          cwd: SERVER_ROOT,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', ...env },
        },
      );
      expect(cli.status).toBe(1);
      expect(cli.stderr.trim()).toBe(expected);

      // The server's database is whole.
      const rows = await server.db.select({ mobileNo: users.mobileNo }).from(users);
      expect(rows.map((r) => r.mobileNo)).toEqual(['9123456780']);
    } finally {
      await server.close();
    }

    const after = collect();
    expect(await runAdmin(['list-users'], { io: after.io, env })).toBe(0);
    expect(after.out).toContain('9123456780  Kept User');
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 120_000);

  it('db:reset holds the lock from the drop until the new database is closed', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, HASH_SECRET: SECRET, APP_MODE: 'production' };
    const dir = path.join(dataDir, 'pglite');
    let heldDuringOpen = false;
    const c = collect();
    const code = await runDbReset(['--force'], {
      io: c.io,
      env,
      openDatabase: async (config, opts) => {
        heldDuringOpen = existsSync(lockFileOf(dir));
        expect(() => acquireDirLock(dir, { role: 'server' })).toThrow(/in use by `npm run db:reset`/);
        return openDatabase(config.database, opts);
      },
    });
    expect(c.err).toEqual([]);
    expect(code).toBe(0);
    expect(heldDuringOpen).toBe(true);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 120_000);
});

describe('starting an embedded database', () => {
  it('answers at once holding the lock, and is open and migrated once ready', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const started = startDatabase({ kind: 'pglite', dir });
    try {
      // The server registers its routes meanwhile (src/app.ts): nothing has been waited for yet,
      // but the directory is already taken.
      expect(existsSync(lockFileOf(dir))).toBe(true);
      expect(() => startDatabase({ kind: 'pglite', dir })).toThrow(DatabaseInUseError);
      await started.ready;
      await started.database.db.insert(users).values({ mobileNo: '9123456781', name: 'Early User' });
      const rows = await started.database.db.select({ name: users.name }).from(users);
      expect(rows).toEqual([{ name: 'Early User' }]);
    } finally {
      await started.database.close();
    }
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 120_000);

  it('rejects `ready` and lets the directory go when PostgreSQL cannot start in it', async () => {
    const dir = path.join(tempDir(), 'pglite');
    // Files of another PostgreSQL version: PGlite refuses to start on them.
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '99\n');
    const started = startDatabase({ kind: 'pglite', dir });
    await expect(started.ready).rejects.toThrow();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    // Nothing was changed in the directory but the lock, which is gone.
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('99\n');
    // A later open finds it free (and fails the same way, with the reason).
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 120_000);
});
