import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod (v4) schemas, for the schema fuzzing test
 * (docs/security.md "Schema fuzzing"). `zod-fast-check` only knows zod 3 (and fast-check 3), so
 * this walks zod 4's own definitions (`schema._zod.def`): strings with their length, regex and
 * format checks, numbers with their bounds and integer format, objects (optional keys may be left
 * out), arrays, enums, literals, unions, records, tuples, optional / nullable / default wrappers and
 * pipes (a `preprocess` is generated from its target, a `transform` from its source).
 * Refinements are not solved: the values are valid-shaped, most pass, some are refused.
 *
 * `hint(key)` may give real values for a field name (the caller's own ids, RCs, mobile numbers), so
 * that valid-shaped input reaches the handler's database paths rather than only "not found".
 */

export type Hint = (key: string) => fc.Arbitrary<unknown> | undefined;

interface Def {
  type: string;
  [k: string]: unknown;
}
interface Check {
  _zod: { def: { check: string; [k: string]: unknown } };
}
type Schema = z.ZodType & { _zod: { def: Def; optin?: string } };

const defOf = (s: unknown): Def => (s as Schema)._zod.def;
const checksOf = (d: Def) => ((d.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

const NOW = Date.now();
const DAY = 86_400_000;

/** An unbounded number: small counts, epoch-ms times near now, and fractions. */
const anyNumber = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: NOW - 120 * DAY, max: NOW + 60 * DAY }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);

function stringArb(d: Def): fc.Arbitrary<string> {
  let min = 0;
  let max: number | undefined;
  let pattern: RegExp | undefined = d.pattern instanceof RegExp ? d.pattern : undefined;
  const format = typeof d.format === 'string' ? d.format : undefined;
  for (const c of checksOf(d)) {
    if (c.check === 'min_length') min = c.minimum as number;
    else if (c.check === 'max_length') max = c.maximum as number;
    else if (c.check === 'length_equals') min = max = c.length as number;
    else if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern ??= c.pattern;
  }
  let base: fc.Arbitrary<string>;
  if (format === 'uuid' || format === 'guid') base = fc.uuid();
  else if (format === 'email') base = fc.emailAddress();
  else if (format === 'url') base = fc.webUrl();
  else if (format === 'date')
    base = fc.integer({ min: -120, max: 60 }).map((n) => new Date(NOW + n * DAY).toISOString().slice(0, 10));
  else if (format === 'datetime')
    base = fc.integer({ min: -120, max: 60 }).map((n) => new Date(NOW + n * DAY).toISOString());
  else if (pattern) {
    try {
      base = fc.stringMatching(pattern);
    } catch {
      base = fc.string({ minLength: min, maxLength: max ?? Math.max(min, 20) });
    }
  } else base = fc.string({ minLength: min, maxLength: Math.min(max ?? 40, Math.max(min, 40)) });
  return max === undefined ? base : base.map((s) => (s.length > max ? s.slice(0, max) : s));
}

function numberArb(d: Def): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  for (const c of checksOf(d)) {
    if (c.check === 'greater_than') min = (c.value as number) + (c.inclusive ? 0 : int ? 1 : 1e-6);
    else if (c.check === 'less_than') max = (c.value as number) - (c.inclusive ? 0 : int ? 1 : 1e-6);
    else if (c.check === 'number_format' && String(c.format).includes('int')) int = true;
    else if (c.check === 'multiple_of' && c.value === 1) int = true;
  }
  if (min === undefined && max === undefined) return int ? anyNumber.map(Math.trunc) : anyNumber;
  const lo = min ?? (max! > 0 ? 0 : max! - 1000);
  const hi = max ?? Math.max(lo + 1000, lo < NOW - 365 * DAY ? NOW + 60 * DAY : lo + 1000);
  if (int) return fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) });
  return fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true, noDefaultInfinity: true });
}

/** The type under optional / nullable / default / pipe wrappers. */
function unwrapped(schema: unknown): string {
  let d = defOf(schema);
  for (let i = 0; i < 8; i++) {
    const next =
      d.innerType ?? (d.type === 'pipe' ? (defOf(d.in).type === 'transform' ? d.out : d.in) : undefined);
    if (!next) break;
    d = defOf(next);
  }
  return d.type;
}

const DAY_TEXT = fc
  .integer({ min: -60, max: 60 })
  .map((n) => new Date(NOW + n * DAY).toISOString().slice(0, 10));
/** Values many fields take: counts, amounts, times (epoch ms, as numbers and text), dates, digits. */
const COMMON_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 0, max: 200 }),
  fc.integer({ min: 100, max: 5000 }),
  fc.integer({ min: -10, max: 0 }).map((n) => NOW + n * DAY),
  fc.integer({ min: -10, max: 0 }).map((n) => String(NOW + n * DAY)),
  DAY_TEXT,
  DAY_TEXT.map((t) => `${t}T00:00:00`),
  fc.integer({ min: 100, max: 5000 }).map(String),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.boolean(),
);

/**
 * Values at the edges of what a schema may let through unbounded: they pass validation, then
 * meet the database (integer and varchar columns, date ranges) and the code that formats them.
 */
const EDGE_VALUES: readonly unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  1e21,
  0.001,
  -1,
  0,
  String(2 ** 31),
  String(Number.MAX_SAFE_INTEGER),
  '9'.repeat(15),
  '0'.repeat(15),
  8_640_000_000_000_000,
  '0001-01-01',
  '9999-12-31',
  '2024-02-29',
  '1970-01-01T00:00:00',
  'x'.repeat(300),
  'ए'.repeat(2000),
  '😀'.repeat(300),
  ' '.repeat(50),
  'O\'Brien \\ "quoted" %_',
];

function accepts(schema: unknown, v: unknown): boolean {
  try {
    return (schema as z.ZodType).safeParse(v).success;
  } catch {
    // an async refinement or a throwing transform
    return false;
  }
}

/** Up to 24 distinct values of the hint and of COMMON_VALUES that `schema` accepts (a fixed sample). */
function acceptedValues(
  schema: unknown,
  hinted: fc.Arbitrary<unknown> | undefined,
  base: fc.Arbitrary<unknown>,
): unknown[] {
  const candidates = [
    ...(hinted ? fc.sample(hinted, { numRuns: 60, seed: 7 }) : []),
    ...fc.sample(COMMON_VALUES, { numRuns: 120, seed: 7 }),
    ...fc.sample(base, { numRuns: 40, seed: 7 }),
  ];
  const out = new Map<string, unknown>();
  for (const v of candidates) if (v !== undefined && accepts(schema, v)) out.set(JSON.stringify(v), v);
  return [...out.values()].slice(0, 24);
}

/** A valid-shaped value of `schema`; `key` is the field name it sits under (for hints). */
export function arbitraryOf(
  schema: unknown,
  hint: Hint = () => undefined,
  key = '',
  depth = 0,
  field = false,
): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  if (field && !['object', 'array', 'record', 'tuple'].includes(unwrapped(schema))) {
    // A field: mostly values its whole schema (refinements included) accepts, chosen from the
    // hint's and from common values, so that valid-shaped input gets past validation.
    const base = arbitraryOf(schema, hint, key, depth, false);
    const accepted = acceptedValues(schema, hint(key), base);
    const edges = EDGE_VALUES.filter((v) => accepts(schema, v));
    return fc.oneof(
      ...(accepted.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...accepted) }] : []),
      ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
      { weight: 2, arbitrary: base },
    );
  }
  const hinted = key ? hint(key) : undefined;
  const gen = (s: unknown, k = key, asField = false) => arbitraryOf(s, hint, k, depth + 1, asField);
  // A hint in the field's own type: digits become a number for a number field, and back.
  const withHint = (a: fc.Arbitrary<unknown>, as: 'string' | 'number') =>
    hinted
      ? fc.oneof(
          {
            weight: 3,
            arbitrary: hinted.map((v) =>
              as === 'number' && typeof v === 'string' && /^\d+$/.test(v)
                ? Number(v)
                : as === 'string' && typeof v === 'number'
                  ? String(v)
                  : v,
            ),
          },
          { weight: 1, arbitrary: a },
        )
      : a;
  switch (d.type) {
    case 'string':
      return withHint(stringArb(d), 'string');
    case 'number':
      return withHint(numberArb(d), 'number');
    case 'int':
      return withHint(fc.integer(), 'number');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'bigint':
      return fc.bigInt();
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const required = Object.keys(shape).filter((k) => shape[k]!._zod.optin !== 'optional');
      const parts = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, gen(s, k, true)]));
      return fc.record(parts, { requiredKeys: required });
    }
    case 'array': {
      let min = 0;
      let max = 4;
      for (const c of checksOf(d)) {
        if (c.check === 'min_length') min = c.minimum as number;
        else if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
        else if (c.check === 'length_equals') min = max = c.length as number;
      }
      return fc.array(gen(d.element), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(d.items as unknown[]).map((s) => gen(s)));
    case 'record':
      return fc
        .array(fc.tuple(gen(d.keyType, ''), gen(d.valueType)), { maxLength: 3 })
        .map((pairs) => Object.fromEntries(pairs.map(([k, v]) => [String(k), v])));
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map((s) => gen(s)));
    case 'intersection':
      return fc
        .tuple(gen(d.left), gen(d.right))
        .map(([a, b]) => (a && typeof a === 'object' && b && typeof b === 'object' ? { ...a, ...b } : a));
    case 'optional':
      return fc.option(gen(d.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(gen(d.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return gen(d.innerType);
    case 'pipe': {
      // preprocess(fn, target) is pipe(transform, target): the client sends what the target takes.
      if (defOf(d.in).type === 'transform') return gen(d.out);
      // a.transform(fn).pipe(b): what b takes is often what a takes too (an upper-cased enum name).
      const out = defOf(d.out).type;
      return out === 'transform' ? gen(d.in) : fc.oneof(gen(d.in), gen(d.out));
    }
    case 'lazy':
      return depth > 6 ? fc.constant(null) : gen((d.getter as () => unknown)());
    case 'transform':
    case 'custom':
      return fc.string({ maxLength: 20 });
    default:
      // any, unknown and whatever else: small JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON number written as it stands in the text (1e999, -0, 9007199254740993): see `toJson`. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with `RawJson` parts inserted verbatim (numbers JSON.stringify cannot write). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value))
      if (v !== undefined) parts.push(`${JSON.stringify(k)}:${toJson(v)}`);
    return `{${parts.join(',')}}`;
  }
  // undefined, functions and symbols have no JSON text.
  return value === undefined || typeof value === 'function' || typeof value === 'symbol'
    ? 'null'
    : JSON.stringify(value);
}

const nested = (depth: number, open: string, leaf: string, close: string) =>
  new RawJson(open.repeat(depth) + leaf + close.repeat(depth));

/** Values no schema should take, in any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  new RawJson('1e308'),
  new RawJson('-1e308'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('-0'),
  new RawJson('9007199254740993'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  -1,
  0,
  0.5,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x1F',
  ' 42 ',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u200B',
  '😀'.repeat(50_000),
  'ए'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  Array.from({ length: 5000 }, (_, i) => i),
  nested(2000, '[', '1', ']'),
  nested(2000, '{"a":', '1', '}'),
  new RawJson('{"__proto__":{"isAdmin":true,"statusCode":500}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  { prototype: { polluted: true }, toString: 'x', valueOf: 1, hasOwnProperty: 'x' },
];

export const hostileValue = fc.constantFrom(...HOSTILE_VALUES);

/** Key names that reach code which trusts keys: prototype keys, NUL and very long names. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a\u0000b',
  'k'.repeat(10_000),
  '$where',
  'a.b',
  '0',
);

/**
 * A value of the shape of `valid` with one change: a field (at any depth) replaced by a hostile
 * value, dropped, given an extra (prototype) key, or wrapped in an array.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.integer({ min: 0, max: 4 }), hostileValue, hostileKey)
    .map(([value, pick, how, bad, badKey]) => {
      const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
      const walk = (v: unknown) => {
        if (Array.isArray(v))
          v.forEach((c, i) => {
            slots.push({ parent: v, key: i });
            walk(c);
          });
        else if (v && typeof v === 'object')
          for (const [k, c] of Object.entries(v)) {
            slots.push({ parent: v as Record<string, unknown>, key: k });
            walk(c);
          }
      };
      const root = { root: value };
      walk(root);
      const slot = slots[pick % slots.length]!;
      const target = slot.parent as Record<string | number, unknown>;
      if (how === 0 || how === 1) target[slot.key] = bad;
      else if (how === 2) Reflect.deleteProperty(target, slot.key);
      else if (how === 3) {
        const inner = target[slot.key];
        if (inner && typeof inner === 'object' && !Array.isArray(inner))
          (inner as Record<string, unknown>)[badKey] = bad;
        else target[slot.key] = [inner, inner];
      } else target[slot.key] = [target[slot.key]];
      return root.root;
    });
}

/** Whole bodies that are not what any endpoint takes (sent as JSON text). */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.dictionary(hostileKey, hostileValue, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);
