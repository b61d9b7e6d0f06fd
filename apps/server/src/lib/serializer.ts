import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A response schema: zod's core type, so classic and mini schemas (packages/contract) alike. */
type AnySchema = z.core.$ZodType;
type RouteSchema = Parameters<FastifySerializerCompiler<AnySchema>>[0];

/** How each response schema of the app is written (for tests and docs/performance.md). */
export interface SerializerStats {
  compiled: number;
  zod: { route: string; reason: string }[];
}

/** A serializer compiler whose writers are built on first use; `compileAll` builds the rest now. */
export type LazySerializerCompiler = FastifySerializerCompiler<AnySchema> & { compileAll: () => void };

/**
 * Response serialization (docs/performance.md "Compiled serializers"). Each route's declared zod
 * response schema is turned once into JSON Schema and compiled by fast-json-stringify: the answer
 * is written by generated code that emits only the declared properties, instead of being parsed
 * by zod and then stringified (the largest per-request cost after the token check).
 *
 * A writer is built the first time its route answers, not when the route is registered: building
 * all of them took 230 ms of every start on a slow host, for routes most processes never answer
 * with most of their statuses (docs/performance.md "The event loop held while the server starts;
 * writers built on first use"). `compileAll()` builds every writer not built yet (the registry
 * test checks them all).
 *
 * A schema JSON Schema cannot express (a transform, a codec, a date) keeps the zod serializer.
 * With `check` (the test suite), every answer is also written by the zod serializer and the two
 * must agree, so the whole API suite proves that the compiled writers say exactly what the
 * contract says — and an answer the contract refuses still fails as it would with zod.
 */
export function compiledSerializerCompiler(
  opts: { check?: boolean; stats?: SerializerStats } = {},
): LazySerializerCompiler {
  // One writer per schema object: a route served under four business-model prefixes, and the
  // error envelope shared by every route, are compiled once.
  const compiled = new WeakMap<AnySchema, (data: unknown) => string>();
  const pending = new Set<() => unknown>();

  /** The compiled writer of a schema, or null (and why, in the stats) when it cannot have one. */
  const writerOf = (schema: AnySchema, routeName: string): ((data: unknown) => string) | null => {
    let writer = compiled.get(schema);
    if (writer) return writer;
    try {
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
      writer = fastJson(json as Parameters<typeof fastJson>[0]);
    } catch (err) {
      opts.stats?.zod.push({ route: routeName, reason: err instanceof Error ? err.message : String(err) });
      return null;
    }
    compiled.set(schema, writer);
    if (opts.stats) opts.stats.compiled += 1;
    return writer;
  };

  const compiler = (route: RouteSchema) => {
    const routeName = `${route.method} ${route.url} ${route.httpStatus}`;
    // Made now (a look-up and a closure): a schema it cannot take fails the start, not each answer.
    const zodWrite = zodSerializerCompiler(route);
    const schema = resolve(route.schema);
    if (!schema) {
      opts.stats?.zod.push({ route: routeName, reason: 'not a zod schema' });
      return zodWrite;
    }
    let write: ((data: unknown) => string) | undefined;
    const build = () => {
      pending.delete(build);
      const writer = writerOf(schema, routeName);
      if (!writer) return (write = zodWrite);
      if (!opts.check) return (write = writer);
      return (write = (data: unknown) => {
        const expected = zodWrite(data); // throws as the zod serializer would
        const actual = writer(data);
        if (actual !== expected && !sameJson(actual, expected))
          throw new Error(
            `The compiled serializer of ${routeName} disagrees with the contract:\n  compiled: ${actual.slice(0, 500)}\n  zod:      ${expected.slice(0, 500)}`,
          );
        return actual;
      });
    };
    pending.add(build);
    return (data: unknown) => (write ?? build())(data);
  };
  return Object.assign(compiler, {
    compileAll: () => {
      for (const build of [...pending]) build();
    },
  });
}

function resolve(schema: unknown): AnySchema | null {
  if (schema instanceof z.core.$ZodType) return schema;
  if (
    schema &&
    typeof schema === 'object' &&
    'properties' in schema &&
    schema.properties instanceof z.core.$ZodType
  )
    return schema.properties;
  return null;
}

/** Same JSON value (key order aside). */
function sameJson(a: string, b: string): boolean {
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}
