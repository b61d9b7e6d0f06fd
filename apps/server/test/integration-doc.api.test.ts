import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config';
import { ApiKeysService } from '../src/modules/apikeys/apikeys.service';
import { INGEST_SCOPES } from '@oc/contract';
import { PNG } from './fixtures/files';
import { createTestApp, TEST_ACTOR, type TestContext } from './support';

/**
 * docs/integration.md is for the provider's engineers: every `sh` example in it runs here, with
 * `curl`, against a live server and a real key, and must be answered 200 with nothing refused.
 */
const DOC = readFileSync(path.join(SERVER_ROOT, '..', '..', 'docs', 'integration.md'), 'utf8');
const EXAMPLES = [...DOC.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const run = promisify(execFile);

let ctx: TestContext;
let url = '';
let key = '';
/** Where the examples run: the files they upload (`tyre.png`) are there. */
const cwd = mkdtempSync(path.join(os.tmpdir(), 'oc-doc-'));

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
  key = (await keys.create({ name: 'Docs', scopes: [...INGEST_SCOPES] }, TEST_ACTOR)).key;
  writeFileSync(path.join(cwd, 'tyre.png'), PNG);
});
afterAll(async () => {
  await ctx.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe('docs/integration.md', () => {
  it('has curl examples', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(2);
    for (const example of EXAMPLES) expect(example).toContain('curl');
  });

  it.each(EXAMPLES.map((e, i) => [i, e] as const))(
    'example %i runs as written and is accepted',
    async (_, example) => {
      const { stdout } = await run('bash', ['-c', example], {
        cwd,
        env: { ...process.env, OC_URL: url, OC_KEY: key },
        timeout: 20_000,
      });
      const answer = JSON.parse(stdout) as {
        statusCode: number;
        data: { accepted: number; refused: unknown[] } | { fileId: string };
      };
      expect(answer.statusCode).toBe(200);
      if ('fileId' in answer.data) expect(answer.data.fileId).toMatch(/^[0-9a-f-]{36}$/);
      else {
        expect(answer.data.refused).toEqual([]);
        expect(answer.data.accepted).toBeGreaterThan(0);
      }
    },
  );
});
