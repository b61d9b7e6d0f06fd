import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The server loads exceljs, pdf-lib (and fontkit, for Hindi PDFs), jszip and the AWS SDK on first
 * use (src/lib/lazy-libs.ts), not when it starts: exceljs and pdf-lib were 313 of the 1,272
 * CommonJS modules the app loaded and about 0.55 s of a restart, jszip and the S3 client 0.18 s
 * more (docs/performance.md "Start").
 * Checked in a process of its own, whose module cache holds only what importing the app loads.
 */
const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = `
await import('./src/app.ts');
const { createRequire } = await import('node:module');
const loaded = Object.keys(createRequire(import.meta.url).cache);
process.stdout.write(JSON.stringify(loaded));
`;

describe('modules loaded at start', () => {
  it('does not load exceljs, pdf-lib, fontkit, jszip or the AWS SDK until a spreadsheet, PDF, zip or S3 file is made', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: SERVER_ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    const loaded = JSON.parse(stdout) as string[];
    // The probe works: the app's own CommonJS dependencies are there.
    expect(loaded.some((file) => /[\\/]node_modules[\\/]fastify[\\/]/.test(file))).toBe(true);
    expect(
      loaded.filter((file) =>
        /[\\/]node_modules[\\/](exceljs|pdf-lib|@pdf-lib|regenerator-runtime|jszip|@aws-sdk|@smithy)[\\/]/.test(
          file,
        ),
      ),
    ).toEqual([]);
  }, 60_000);
});
