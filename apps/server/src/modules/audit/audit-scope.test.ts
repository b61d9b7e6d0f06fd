import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEndpoint, envelope } from '@oc/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFastify } from '../../fastify';
import { featureRoutes, mountEndpoints, type Guards } from '../../lib/endpoints';
import { auditUnchanged, recordAudit, type Actor } from './audit';

/**
 * A call that declares `audit` must write that row (or say it changed nothing): the check in
 * lib/endpoints.ts, over endpoints made for it. Strict (the test apps): 500; else a logged error.
 */
const declared = (path: `/${string}`) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: 'public',
    audit: 'test.changed',
    body: z.object({ mode: z.enum(['writes', 'forgets', 'unchanged']) }),
    response: envelope(z.string()),
    errors: [400],
    tags: ['test'],
    summary: 'an audited test call',
  });
const endpoints = { strict: declared('/audit-test/strict'), lenient: declared('/audit-test/lenient') };

const written: string[] = [];
const fakeTx = { insert: () => ({ values: async () => written.push('row') }) } as never;
const actor: Actor = { kind: 'system', id: null, name: 'test', role: null };

async function handle({ body }: { body: { mode: 'writes' | 'forgets' | 'unchanged' } }): Promise<string> {
  if (body.mode === 'writes')
    await recordAudit(
      fakeTx,
      actor,
      { kind: 'test.changed', entity: 't', entityId: null, accountId: null },
      new Date(),
    );
  if (body.mode === 'unchanged') auditUnchanged();
  return 'ok';
}

let dataDir: string;
const logs: string[] = [];
const apps: Awaited<ReturnType<typeof createFastify>>[] = [];

async function appWith(strictAudit: boolean) {
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(32),
    HASH_SECRET: 'y'.repeat(32),
    LOG_LEVEL: 'error',
  });
  const app = await createFastify(config, {
    logStream: { write: (line: string) => logs.push(line) },
  });
  const guards = { auth: undefined, staff: undefined, strictAudit } as unknown as Guards;
  const routes = featureRoutes(
    'test',
    { one: strictAudit ? endpoints.strict : endpoints.lenient },
    { one: handle },
  );
  await mountEndpoints(app, guards, [routes]);
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'oc-audit-scope-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the audit check of declared calls', () => {
  it('strict: 200 when the row is written or nothing changed; 500 when it is forgotten', async () => {
    const app = await appWith(true);
    const call = (mode: string) =>
      app.inject({ method: 'POST', url: '/api/v1/audit-test/strict', payload: { mode } });
    expect((await call('writes')).statusCode).toBe(200);
    expect(written).toHaveLength(1);
    expect((await call('unchanged')).statusCode).toBe(200);
    expect((await call('forgets')).statusCode).toBe(500);
  });

  it('lenient (production): the answer stands and the log says which call wrote no row', async () => {
    const app = await appWith(false);
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/audit-test/lenient',
      payload: { mode: 'forgets' },
    });
    expect(r.statusCode).toBe(200);
    expect(logs.join('')).toContain("POST /api/v1/audit-test/lenient wrote no 'test.changed' audit row");
  });
});
