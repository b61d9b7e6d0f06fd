// The static checks `npm test` (= `npm run validate`) runs next to the build: lint, typecheck and
// format check. `node scripts/checks.mjs [lint] [types] [format]` runs the named ones (default: all)
// one after another and exits non-zero on any problem; `npm run typecheck` is `… checks.mjs types`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-if-needed.mjs';

const bin = (...rel) => path.join(ROOT, 'node_modules', ...rel);
const ESLINT = bin('eslint', 'bin', 'eslint.js');
const TSC = bin('typescript', 'bin', 'tsc');
const PRETTIER = bin('prettier', 'bin', 'prettier.cjs');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', '.test-tmp', 'coverage', 'screenshots']);

/** Every tsconfig.json of the repository (tsconfig.base.json is only extended), root first. */
export function tsconfigProjects(dir = '.') {
  const found = [];
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'tsconfig.json')) found.push(dir);
  for (const e of entries)
    if (e.isDirectory() && !SKIP_DIRS.has(e.name)) found.push(...tsconfigProjects(path.join(dir, e.name)));
  return found;
}

/** Distinct lines matching `re` (one type error is reported again by every project that includes its file). */
const count = (output, re) => new Set(output.split('\n').filter((line) => re.test(line))).size;
const plural = (n, word) => (n > 0 ? `${n} ${word}${n === 1 ? '' : 's'}` : null);

/**
 * Each check: the commands it runs (all of them, even after one fails, so every problem is listed)
 * and a one-line description of the problems from their output.
 */
export const CHECKS = [
  {
    id: 'lint',
    label: 'lint (eslint)',
    commands: () => [[ESLINT, '--max-warnings=0', '.']],
    describe: (output) => {
      const m = /(\d+) problems? \((\d+) errors?, (\d+) warnings?\)/.exec(output);
      if (!m) return null;
      return [plural(Number(m[2]), 'error'), plural(Number(m[3]), 'warning')].filter(Boolean).join(', ');
    },
  },
  {
    id: 'types',
    label: 'typecheck (tsc)',
    commands: () => tsconfigProjects().map((p) => [TSC, '-p', p]),
    describe: (output) => plural(count(output, /error TS\d+:/), 'type error'),
  },
  {
    id: 'format',
    label: 'format (prettier)',
    commands: () => [[PRETTIER, '--check', '.']],
    describe: (output) => plural(count(output, /^\[warn\] (?!Code style issues)\S/), 'unformatted file'),
  },
];

/** The environment without colours: the output is read back (and printed later, maybe not to a terminal). */
function plainEnv() {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR; // some colour libraries take any FORCE_COLOR, even 0, as "on"
  return env;
}

/**
 * Runs one command, its output captured (so checks running side by side do not interleave) or, with
 * `live`, printed as it comes.
 */
function capture(args, { children, live }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: live ? process.env : plainEnv(),
    });
    children?.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', (err) => {
      children?.delete(child);
      resolve({ code: 1, output: `${output}${err.message}\n` });
    });
    child.on('close', (code, signal) => {
      children?.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * Runs a check's commands one after another. Answers { ok, output, ms, text }: `text` is `clean` or
 * what failed. `opts.children` (a Set) holds the running process so a caller can stop it on a signal;
 * `opts.live` prints the output as it comes instead of answering it.
 * @param {{ children?: Set<import('node:child_process').ChildProcess>, live?: boolean }} [opts]
 */
export async function runCheck(check, opts = {}) {
  const started = Date.now();
  let ok = true;
  let output = '';
  for (const args of check.commands()) {
    const shown = `$ ${[path.basename(args[0]).replace(/\.c?js$/, ''), ...args.slice(1)].join(' ')}\n`;
    if (opts.live) process.stdout.write(shown);
    const result = await capture(args, opts);
    output += `${shown}${result.output}${result.output.endsWith('\n') || !result.output ? '' : '\n'}`;
    if (result.code !== 0) ok = false;
  }
  const problems = ok || opts.live ? null : check.describe(output);
  return {
    ok,
    output,
    ms: Date.now() - started,
    text: ok ? 'clean' : `FAILED${problems ? `: ${problems}` : ''}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !CHECKS.some((c) => c.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown check ${unknown.join(', ')}; choose from: ${CHECKS.map((c) => c.id).join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  for (const check of CHECKS.filter((c) => wanted.length === 0 || wanted.includes(c.id))) {
    const result = await runCheck(check, { live: true });
    console.log(`› ${check.label}: ${result.text} (${(result.ms / 1000).toFixed(1)} s)`);
    if (!result.ok) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
}
