import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  MODEL_PREFIX,
  ROUTES,
  allEndpoints,
  apiBaseOf,
  endpointModels,
  isStaffEndpoint,
} from '@oc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support';

/** The endpoint registry (docs/architecture.md): declared once in the contract, served from there. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => ctx.close());

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The router keeps `/user/` as `/user` (ignoreTrailingSlash), and hasRoute does not trim. */
const routed = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

describe('endpoint registry', () => {
  it('serves every declared endpoint under each prefix it declares, and only there', () => {
    for (const { name, endpoint } of allEndpoints()) {
      const method = endpoint.method;
      if (endpoint.access !== 'tenant') {
        const url = endpoint.root ? endpoint.path : `${apiBaseOf(endpoint)}${endpoint.path}`;
        expect(ctx.app.hasRoute({ method, url: routed(url) }), `${name}: ${method} ${url}`).toBe(true);
        continue;
      }
      for (const [model, prefix] of Object.entries(MODEL_PREFIX)) {
        const url = `${API_BASE}${prefix}${endpoint.path}`;
        const served = endpointModels(endpoint).includes(model as keyof typeof MODEL_PREFIX);
        expect(ctx.app.hasRoute({ method, url: routed(url) }), `${name}: ${method} ${url}`).toBe(served);
      }
    }
  });

  it('writes every answer of every route with a compiled serializer (none falls back to zod)', () => {
    // lib/serializer.ts: a schema JSON Schema cannot express would keep the slower zod writer.
    // Writers are built on first use: build every one not built yet.
    ctx.app.serializers.compileAll();
    expect(ctx.app.serializers.zod).toEqual([]);
    expect(ctx.app.serializers.compiled).toBeGreaterThan(40);
  });

  it('says of every call but a GET what it changes: its audit kind, or false', () => {
    const undeclared = allEndpoints()
      .filter(({ endpoint }) => endpoint.method !== 'GET' && endpoint.audit === undefined)
      .map(({ name }) => name);
    expect(undeclared, 'add `audit` to these declarations (docs/architecture.md "Audit trail")').toEqual([]);
    const kinds = allEndpoints().flatMap(({ endpoint }) =>
      typeof endpoint.audit === 'string' ? [endpoint.audit] : endpoint.audit || [],
    );
    expect(kinds.length).toBeGreaterThan(15);
    for (const kind of kinds) expect(kind).toMatch(/^[a-z]+(\.[a-z_]+)+$/);
  });

  it('declares each method and path once', () => {
    // The ingestion API's paths are its record kinds, under a base of its own: POST /payouts there is
    // not the staff's POST /payouts.
    const keys = allEndpoints().map(
      ({ endpoint }) =>
        `${endpoint.method} ${endpoint.access === 'ingest' ? apiBaseOf(endpoint) : ''}${endpoint.path}`,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes no declared API path anywhere in the server or web sources but its declaration', () => {
    const files = [
      ...sourceFiles(path.join(ROOT, 'apps/server/src')),
      ...sourceFiles(path.join(ROOT, 'apps/web/src')),
    ];
    const offenders: string[] = [];
    // A staff path that is also a page of the web app ('/login') is written as that page's path.
    const pages = new Set<string>(Object.values(ROUTES));
    for (const { endpoint } of allEndpoints()) {
      if (isStaffEndpoint(endpoint) && pages.has(endpoint.path)) continue;
      // A path with parameters counts by its static part too ('/user/payoutReport/' + id).
      const [fixed = endpoint.path, ...params] = endpoint.path.split('/:');
      const escaped = fixed.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const literal = new RegExp(`['\`"]${escaped}${params.length > 0 ? '/' : `['\`"/?]`}`);
      for (const file of files) {
        if (literal.test(readFileSync(file, 'utf8')))
          offenders.push(`${endpoint.path} in ${path.relative(ROOT, file)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('lists every declared endpoint in the OpenAPI document', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = r.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    for (const { name, endpoint } of allEndpoints()) {
      const openapiPath = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const prefix = endpoint.access === 'tenant' ? MODEL_PREFIX[endpointModels(endpoint)[0]!] : '';
      const url = endpoint.root ? openapiPath : `${apiBaseOf(endpoint)}${prefix}${openapiPath}`;
      expect(paths[url]?.[endpoint.method.toLowerCase()], `${name}: ${url}`).toBeDefined();
    }
  });
});
