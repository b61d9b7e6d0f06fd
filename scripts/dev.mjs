// npm run dev: the API with reload (tsx watch, port 3000) and the Vite dev server (port 5173, which
// forwards /api to 3000), side by side. Ctrl-C stops both; if one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build-if-needed.mjs';

/** The path of a package's command, resolved from the workspace that depends on it. */
function binOf(workspace, pkg, name) {
  const require = createRequire(path.join(ROOT, workspace, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

const color = process.stdout.isTTY;
const tag = (label, code) => (color ? `\x1b[${code}m[${label}]\x1b[0m` : `[${label}]`);

const procs = [
  {
    label: tag('api', 36),
    // From the repository root, like npm start, so both use ./data.
    cwd: ROOT,
    args: [binOf('apps/server', 'tsx', 'tsx'), 'watch', '--clear-screen=false', 'apps/server/src/server.ts'],
  },
  {
    label: tag('web', 35),
    cwd: path.join(ROOT, 'apps', 'web'),
    args: [binOf('apps/web', 'vite', 'vite'), '--clearScreen', 'false'],
  },
];

let stopping = false;
const children = procs.map(({ label, cwd, args }) => {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}) },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label} ${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${label} ${rest}\n`));
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${label} exited (${signal ?? code})\n`);
    if (!stopping) {
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
  });
  return child;
});

function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));

console.log(
  'API on http://localhost:3000 (reloads on change), web app on http://localhost:5173 (use this one)',
);
