import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './paths';

const INSTALL = 'apt-get update && apt-get install -y chromium';

/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium: installs it with apt-get when missing and
 * running as root; otherwise fails with the command to run.
 */
export function ensureChromium(log: (line: string) => void = (l) => console.log(`[e2e] ${l}`)): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}, which is missing. ` +
        `Install it as root: sudo sh -c '${INSTALL}' — then run npm test again.`,
    );
  }
  log(`${CHROMIUM} is missing; installing Debian's chromium package: ${INSTALL}`);
  const started = Date.now();
  const result = spawnSync('sh', ['-c', INSTALL], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(
      `Installing Chromium failed (${INSTALL} exited with ${result.status ?? result.signal}). ` +
        'Install the chromium package yourself and run npm test again.',
    );
  }
  log(`chromium installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return CHROMIUM;
}
