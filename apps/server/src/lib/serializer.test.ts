import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, type SerializerStats } from './serializer';

async function appWith(response: z.ZodType, data: unknown, check: boolean) {
  const stats: SerializerStats = { compiled: 0, zod: [] };
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ check, stats }));
  app.get('/x', { schema: { response: { 200: response } } }, async () => data);
  await app.ready();
  const r = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { r, stats };
}

const account = z.object({
  id: z.string(),
  name: z.string(),
  balance: z.number(),
  note: z.string().nullable(),
});

describe('compiled response serializers', () => {
  it('writes only the declared properties (an undeclared field never leaks)', async () => {
    for (const check of [false, true]) {
      const { r, stats } = await appWith(
        account,
        { id: 'a1', name: 'Shiv Shakti', balance: 12.5, note: null, passwordHash: 'secret', aadhaar: '1234' },
        check,
      );
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ id: 'a1', name: 'Shiv Shakti', balance: 12.5, note: null });
      expect(r.body).not.toContain('secret');
      expect(stats.zod).toEqual([]);
      expect(stats.compiled).toBeGreaterThan(0);
    }
  });

  it('builds a writer at its first answer, not at start; compileAll builds the others', async () => {
    const stats: SerializerStats = { compiled: 0, zod: [] };
    const compiler = compiledSerializerCompiler({ stats });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(compiler);
    app.get('/a', { schema: { response: { 200: account } } }, async () => ({
      id: 'a',
      name: 'A',
      balance: 1,
      note: null,
    }));
    app.get('/b', { schema: { response: { 200: z.object({ seats: z.int() }) } } }, async () => ({
      seats: 2,
    }));
    app.get('/c', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({
      at: new Date(0),
    }));
    await app.ready();
    expect(stats).toEqual({ compiled: 0, zod: [] });
    expect((await app.inject({ method: 'GET', url: '/a' })).json()).toEqual({
      id: 'a',
      name: 'A',
      balance: 1,
      note: null,
    });
    expect(stats.compiled).toBe(1);
    await app.inject({ method: 'GET', url: '/a' });
    expect(stats.compiled).toBe(1); // built once
    compiler.compileAll();
    expect(stats.compiled).toBe(2);
    expect(stats.zod.map((z) => z.route)).toEqual(['GET /c 200', 'HEAD /c 200']);
    compiler.compileAll(); // nothing left to build
    expect(stats.compiled).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/b' })).json()).toEqual({ seats: 2 });
    expect((await app.inject({ method: 'GET', url: '/c' })).json()).toEqual({
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(stats.compiled).toBe(2);
    expect(stats.zod).toHaveLength(2);
    await app.close();
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express, and says so', async () => {
    const withDate = z.object({ at: z.date() });
    const { r, stats } = await appWith(withDate, { at: new Date('2026-11-24T00:00:00Z') }, false);
    expect(r.json()).toEqual({ at: '2026-11-24T00:00:00.000Z' });
    expect(stats.compiled).toBe(0);
    expect(stats.zod.length).toBeGreaterThan(0);
  });

  it('with check, an answer the contract refuses fails as it does with zod (500, not sent)', async () => {
    const { r } = await appWith(account, { id: 'a1', name: 'x', balance: 'not a number', note: null }, true);
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('not a number');
  });

  it('with check, a compiled writer that disagrees with zod is caught', async () => {
    // fast-json-stringify rounds a non-integer for an integer schema; zod refuses it. The check
    // runs zod first, so the disagreement shows up as the contract's refusal (500), never as a silent 2.
    const { r } = await appWith(z.object({ seats: z.int() }), { seats: 1.6 }, true);
    expect(r.statusCode).toBe(500);
  });
});
