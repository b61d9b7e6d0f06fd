import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST, WEB_INDEX } from './paths';
import type { E2eInfo } from './provided';
import { launchServer } from './server';

function log(line: string): void {
  console.log(`[e2e] ${line}`);
}

/**
 * Once per run: Chromium present, web app and server built, and one seeded data directory made by
 * starting the server once on an empty one (demo mode seeds it) and stopping it again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  ensureChromium(log);

  // npm test builds first; this covers running the e2e suite on its own.
  // A production build, as npm test makes: vitest sets NODE_ENV=test, which would give Vite a
  // development build (StrictMode mounting twice, every first request sent twice).
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-if-needed.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!existsSync(SERVER_ENTRY)) throw new Error(`The server build failed: ${SERVER_ENTRY} is missing.`);
  if (!existsSync(WEB_INDEX))
    log(`WARNING: ${WEB_INDEX} is missing (web build failed?): pages will not load.`);
  else if (build.status !== 0) log('WARNING: a build failed; testing the web app as last built.');

  const runDir = path.join(
    REPO_ROOT,
    '.test-tmp',
    `e2e-${Date.now().toString(36)}-${process.pid.toString(36)}`,
  );
  const seedDir = path.join(runDir, 'seed');
  mkdirSync(seedDir, { recursive: true });
  // The servers serve a snapshot of the web build: a build started meanwhile (npm run build in the
  // same working tree) empties apps/web/dist and would break pages mid-run.
  const webDist = path.join(runDir, 'web');
  if (existsSync(WEB_INDEX)) cpSync(WEB_DIST, webDist, { recursive: true });
  const started = Date.now();
  const server = await launchServer({
    dataDir: seedDir,
    timeoutMs: 120_000,
    env: existsSync(webDist) ? { WEB_DIST: webDist } : {},
  });
  await server.stop({ keepData: true });
  log(`seeded data directory ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const info: E2eInfo = { seedDir, runDir, ...(existsSync(webDist) ? { webDist } : {}) };
  project.provide('ocE2e', info);
  return () => rmSync(runDir, { recursive: true, force: true });
}
