import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { SERVER_ROOT } from '../../src/config';
import { TEST_HASH_SECRET, TEST_JWT_SECRET, TEST_OTP, createTestDatabase } from './index';

/**
 * The server as a real process (the faults and shutdown tests): the built bundle
 * (apps/server/dist/server.js, `node scripts/build-if-needed.mjs`) or the TypeScript source through tsx,
 * listening on a free port of 127.0.0.1 in demo mode with the test secrets.
 */

export const SERVER_BUNDLE = path.join(SERVER_ROOT, 'dist', 'server.js');

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A seeded database for a server process of the run's kind, and a DATA_DIR: PostgreSQL, a fresh
 * database (DATABASE_URL); PGlite, the seeded template unpacked into DATA_DIR/pglite (where the server
 * opens it), so no server seeds 60 000 bookings at start.
 */
export interface ServerDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly dataDir: string;
  /** The server's DATABASE_URL (PostgreSQL only). */
  readonly databaseUrl: string | undefined;
  /** SQL on the database. On PGlite only while no server has it open (it holds the directory). */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Drops the database, removes the directory. */
  close(): Promise<void>;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const info = inject('ocTestDb');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-proc-'));
  if (info.kind === 'pglite') {
    const dir = path.join(dataDir, 'pglite');
    const unpack = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(info.seededFile)]) });
    await unpack.close();
    return {
      kind: 'pglite',
      dataDir,
      databaseUrl: undefined,
      query: async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
        const client = await PGlite.create(dir);
        try {
          return (await client.query<T>(text, values)).rows;
        } finally {
          await client.close();
        }
      },
      close: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const db = await createTestDatabase({ seed: true });
  await db.database.close();
  const url = db.url!;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url,
    query: async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<Exit>;
  /** SIGKILL, and waits for the exit. */
  kill9(): Promise<Exit>;
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface StartOptions {
  /** The database: a PostgreSQL URL, or nothing for the PGlite directory under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** More environment (providers, LOG_LEVEL …). */
  env?: Record<string, string>;
  /** 'bundle' (default): dist/server.js, which must have been built; 'source': src/server.ts via tsx. */
  entry?: 'bundle' | 'source';
  port?: number;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
}

/** Starts the server and waits until its health call answers 200. */
export async function startServerProcess(opts: StartOptions): Promise<ServerProcess> {
  const entry = opts.entry ?? 'bundle';
  if (entry === 'bundle' && !existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: run \`node scripts/build-if-needed.mjs\` first`);
  const port = opts.port ?? (await freePort());
  const args =
    entry === 'bundle' ? [SERVER_BUNDLE] : ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'server.ts')];
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      APP_MODE: 'demo',
      DATA_DIR: opts.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      HASH_SECRET: TEST_HASH_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    child,
    port,
    url,
    output: () => output,
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it answered: ${output}`,
      );
    if ((await healthStatus(url)) === 200) return proc;
    if (Date.now() > deadline) {
      await proc.kill9();
      throw new Error(`the server did not answer GET /api/health within the time: ${output}`);
    }
    await sleep(100);
  }
}

/** GET /api/health's status, 0 when nothing answers. */
export async function healthStatus(url: string): Promise<number> {
  try {
    const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 0;
  }
}

/** Logs a demo number in over HTTP (sandbox captcha, login, verifyOtp with the demo OTP). */
export async function httpLogin(
  url: string,
  mobileNo: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const call = async (p: string, body?: object): Promise<unknown> => {
    const r = await fetch(`${url}/api/v1${p}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`login ${mobileNo}: POST ${p} answered ${r.status} ${text}`);
    return (JSON.parse(text) as { data: unknown }).data;
  };
  const { token } = (await call('/captcha/sandbox')) as { token: string };
  await call('/user/login', { mobileNo, captchaValue: token });
  return (await call('/user/verifyOtp', { mobileNo, otp: TEST_OTP })) as {
    accessToken: string;
    refreshToken: string;
  };
}
