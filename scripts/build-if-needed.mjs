// Builds the web app (apps/web/dist) and the server bundle (apps/server/dist/server.js) when they are
// missing or older than their sources. `node scripts/build-if-needed.mjs [--force]`, or import it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build reads and writes; `output` is the file whose age is compared. */
export const TARGETS = [
  {
    name: 'web',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/i18n/src',
      'packages/i18n/locales',
      'packages/i18n/package.json',
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/i18n/src',
      'packages/i18n/locales',
      'packages/i18n/package.json',
    ],
  },
];

function newestMtime(rel) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return 0;
  const st = statSync(abs);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(rel, entry.name)));
  }
  return newest;
}

/** Why a target needs building, or null when its output is newer than every input. */
export function staleReason(target) {
  const out = path.join(ROOT, target.output);
  if (!existsSync(out)) return `${target.output} is missing`;
  const built = statSync(out).mtimeMs;
  const newest = Math.max(...target.inputs.map(newestMtime));
  return newest > built ? 'sources changed since the last build' : null;
}

function run(cmd, args, children) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
    children?.add(child);
    child.on('error', () => {
      children?.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children?.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Builds what is stale. Answers one entry per target: { name, built, ok, ms, reason }.
 * `children` (a Set) holds the running build so a caller can stop it on a signal.
 * @param {{ force?: boolean, only?: string[], log?: (line: string) => void,
 *   children?: Set<import('node:child_process').ChildProcess> }} [opts]
 */
export async function buildIfNeeded(opts = {}) {
  const log = opts.log ?? ((line) => console.log(line));
  const results = [];
  for (const target of TARGETS) {
    if (opts.only && !opts.only.includes(target.name)) continue;
    const reason = opts.force ? 'forced' : staleReason(target);
    if (!reason) {
      results.push({ name: target.name, built: false, ok: true, ms: 0, reason: 'up to date' });
      continue;
    }
    log(`› building ${target.name} (${reason}): npm run build -w ${target.workspace}`);
    const started = Date.now();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const code = await run(npm, ['run', 'build', '-w', target.workspace], opts.children);
    const ms = Date.now() - started;
    const ok = code === 0 && existsSync(path.join(ROOT, target.output));
    log(
      ok
        ? `› ${target.name} built in ${(ms / 1000).toFixed(1)} s`
        : `› ${target.name} build FAILED (exit ${code})`,
    );
    results.push({ name: target.name, built: true, ok, ms, reason });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const results = await buildIfNeeded({ force, ...(only.length > 0 ? { only } : {}) });
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
