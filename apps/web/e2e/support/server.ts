import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { E2E_HASH_SECRET, E2E_JWT_SECRET, SERVER_ENTRY } from './paths';

export interface TestServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** How long the server took from spawn to a healthy /api/health. */
  readyMs: number;
  /** The server's own output so far (LOG_LEVEL=warn: warnings and errors). */
  output: () => string;
  /** SIGTERM, then SIGKILL after 5 s; removes the data directory unless `keepData`. */
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function serverEnv(dataDir: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  // Never let the developer's own settings point a test server at a real database or provider.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(DATABASE_URL|TEST_|SMS_|MSG91_|CAPTCHA_|RECAPTCHA_|WEB_DIST|PUBLIC_URL|TRUST_PROXY)/.test(key),
    ),
  );
  return {
    ...env,
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: E2E_JWT_SECRET,
    HASH_SECRET: E2E_HASH_SECRET,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering /api/health:\n${output()}`,
      );
    }
    try {
      const r = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (r.ok) return;
      last = `HTTP ${r.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms (${last}):\n${output()}`);
}

/**
 * Starts `node apps/server/dist/server.js` on a free port over `dataDir` (demo mode, fixed secrets,
 * LOG_LEVEL=warn) and waits for /api/health.
 */
export async function launchServer(opts: {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build -w apps/server\` (npm test does it).`);
  const started = Date.now();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv(opts.dataDir, port, { PUBLIC_URL: baseUrl, ...opts.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const output = () => lines.join('\n');
  // A worker that dies must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopped: Promise<void> | undefined;
  const stop = (stopOpts: { keepData?: boolean } = {}) =>
    (stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      if (!stopOpts.keepData) rmSync(opts.dataDir, { recursive: true, force: true });
    })());

  try {
    await waitForHealth(baseUrl, child, output, opts.timeoutMs ?? 60_000);
  } catch (err) {
    await stop({ keepData: true });
    throw err;
  }
  return { baseUrl, port, dataDir: opts.dataDir, readyMs: Date.now() - started, output, stop };
}

/** A fresh copy of the run's seeded data directory, for one server. */
export function copySeedDir(seedDir: string, runDir: string): string {
  const dir = path.join(runDir, `server-${process.pid}-${randomBytes(3).toString('hex')}`);
  cpSync(seedDir, dir, { recursive: true });
  return dir;
}
