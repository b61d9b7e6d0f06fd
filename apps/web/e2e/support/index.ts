import { inject } from 'vitest';
import './provided';
import { copySeedDir, launchServer, type TestServer } from './server';

export { apiLogin, loginInBrowser, STORAGE_KEYS, type Tokens } from './auth';
export {
  closeBrowser,
  DEVICES,
  DEVICES_UNDER_TEST,
  MAIN_DEVICE,
  onMainDevice,
  getBrowser,
  newPage,
  screenshot,
  settled,
  type Device,
} from './browser';
export { ensureChromium } from './chromium';
export type { TestServer } from './server';

const servers = new Set<TestServer>();

/**
 * A server of this spec file's own: `node apps/server/dist/server.js` on a free port over a fresh
 * copy of the run's seeded data directory (changed first by `prepare`, if given), serving the run's snapshot of the web build (demo mode, fixed secrets, LOG_LEVEL=warn). Stopped after
 * the file (setup.ts), or earlier with stop().
 */
export async function startServer(
  opts: { env?: Record<string, string>; prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<TestServer> {
  const { seedDir, runDir, webDist } = inject('ocE2e');
  const dataDir = copySeedDir(seedDir, runDir);
  // E.g. hostile texts written straight into the copied database before the server opens it.
  if (opts.prepare) await opts.prepare(dataDir);
  const server = await launchServer({
    dataDir,
    env: { ...(webDist ? { WEB_DIST: webDist } : {}), ...opts.env },
  });
  servers.add(server);
  const stop = server.stop;
  return {
    ...server,
    stop: async (stopOpts) => {
      servers.delete(server);
      await stop(stopOpts);
    },
  };
}

/** Stops every server this spec file started (setup.ts calls it after the file). */
export async function stopServers(): Promise<void> {
  const all = [...servers];
  servers.clear();
  await Promise.allSettled(all.map((s) => s.stop()));
}
