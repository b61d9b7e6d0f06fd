// npm start: builds the web app and the server when missing or stale, then runs the server
// (node apps/server/dist/server.js) in the foreground, passing signals on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIfNeeded } from './build-if-needed.mjs';

const results = await buildIfNeeded();
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(
    `Build failed: ${failed.map((r) => r.name).join(', ')}. Fix the errors above and run npm start again.`,
  );
  process.exit(1);
}

const child = spawn(
  process.execPath,
  [path.join(ROOT, 'apps', 'server', 'dist', 'server.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
});
