import fc from 'fast-check';
import type { z } from 'zod';
import { defOf, formatOf, maxLengthOf, minLengthOf, numberBoundsOf, type Def } from './zod-walk';

/**
 * fast-check arbitraries shaped like a zod schema: the real field names and mostly plausible values (so
 * a request gets past the fields it does not attack and reaches the code behind them), with hostile
 * values mixed in at every leaf: NUL, lone surrogates, a megabyte of text, wrong types, impossible dates,
 * ids that name nothing.
 */

/** Strings no field of the app should choke on (each must be a 400 or handled, never a 500). */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  '  \t\n ',
  '..',
  '../..',
  '%00',
  '%E0%A4%A',
  '\\',
  '%_',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\u202etxt.exe',
  '\r\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10',
  '2024-02-30',
  '0000-01-01',
  '2024-13-01',
  '9999-12-31',
  '1899-12-31',
  '3000-01-01',
  '24-01-01',
  '2024-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '2024-01-01T10:00:00-23:59',
  '2024-01-01T10:00:00+15:30',
  '2024-01-01T10:00:00.1234567891234Z',
  '2024-01-01 10:00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-123456789012',
  'not-a-uuid',
  'x'.repeat(300),
  'é'.repeat(5000),
  '😀'.repeat(200),
] as const;

/** A megabyte of text: the JSON body cap is 1 MiB, so one such field still gets parsed. */
const MEGABYTE = 'x'.repeat(1_000_000);

const NESTED = JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown;

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 12 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((s) => `${s}\u0000${s}`), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => `${s}\ud800`), weight: 2 },
  { arbitrary: fc.constant(MEGABYTE), weight: 1 },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      0,
      -1,
      1.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      true,
      false,
      [],
      [null],
      {},
      { '\u0000': 1 },
      { a: { b: {} } },
      NESTED,
    ),
    weight: 2,
  },
);

export type FuzzContext = {
  /** Real row ids (of the fuzz tenant) for uuid fields, so some requests name rows that exist. */
  ids: readonly string[];
  /** Weight of a hostile value against 5 for a plausible one, at every leaf (0: plausible values only). */
  hostility: number;
};

// Dates that look right and are not: what a date field's own check has to refuse.
const DAYS = fc.oneof(
  { arbitrary: fc.constantFrom('2025-01-06', '2024-02-29', '1900-01-01', '2999-12-31'), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '2024-02-30',
      '2023-02-29',
      '0000-01-01',
      '2024-13-01',
      '2024-00-10',
      '9999-12-31',
      '1899-12-31',
      '3000-01-01',
    ),
    weight: 1,
  },
);
const INSTANTS = fc.oneof(
  {
    arbitrary: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('2025-01-06T09:00:00Z', '2025-01-06T17:30:00.000+02:00', '2999-12-31T23:59:59Z'), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '2024-02-30T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2025-01-06T10:00:00-23:59',
      '2025-01-06T10:00:00+15:30',
      '1899-12-31T23:59:59+01:00',
    ),
    weight: 1,
  },
);

function plausibleString(schema: z.core.$ZodType, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const format = formatOf(schema);
  const max = maxLengthOf(schema) ?? 200;
  const min = Math.min(minLengthOf(schema), max);
  if (format === 'uuid' || format === 'guid') return ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
  if (format === 'date') return DAYS;
  if (format === 'datetime') return INSTANTS;
  if (format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
  if (format === 'url') return fc.constantFrom('https://example.test/a', 'http://localhost:1/x');
  const pattern = (defOf(schema).checks as { _zod: { def: { format?: string; pattern?: RegExp } } }[] | undefined)
    ?.map((c) => c._zod.def)
    .find((c) => c.format === 'regex')?.pattern;
  const text = fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }), weight: 4 },
    { arbitrary: fc.constant('é'.repeat(Math.max(min, max))), weight: 1 },
  );
  if (!pattern) return text;
  // A hand-written yyyy-MM-dd pattern: the impossible dates are what it lets through.
  if (/\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(pattern.source)) return fc.oneof(DAYS, text);
  try {
    return fc.oneof({ arbitrary: fc.stringMatching(pattern).filter((s) => s.length <= max), weight: 4 }, { arbitrary: text, weight: 1 });
  } catch {
    return text;
  }
}

function plausibleNumber(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const { min, max, int } = numberBoundsOf(schema);
  const lo = Math.max(min ?? -1e6, -1e6);
  const hi = Math.min(max ?? 1e6, 1e6);
  const edges = [min, max].filter((v): v is number => v !== undefined && Number.isFinite(v));
  const inner = int
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return edges.length ? fc.oneof({ arbitrary: inner, weight: 3 }, { arbitrary: fc.constantFrom(...edges), weight: 1 }) : inner;
}

const valuesOf = (schema: z.core.$ZodType): unknown[] => [...((schema._zod as { values?: Set<unknown> }).values ?? [])];
const child = (def: Def, key: string) => def[key] as z.core.$ZodType;

/** Values shaped by the schema; hostile ones take a leaf's place `ctx.hostility` times in 5 + hostility. */
export function arbitraryFor(schema: z.core.$ZodType, ctx: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  const def = defOf(schema);
  const next = (s: z.core.$ZodType) => arbitraryFor(s, ctx, depth + 1);
  const leaf = (plausible: fc.Arbitrary<unknown>) =>
    ctx.hostility ? fc.oneof({ arbitrary: plausible, weight: 5 }, { arbitrary: hostileValue, weight: ctx.hostility }) : plausible;
  const orHostile = (shaped: fc.Arbitrary<unknown>) =>
    ctx.hostility ? fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: hostileValue, weight: ctx.hostility }) : shaped;
  switch (def.type) {
    case 'string':
      return leaf(plausibleString(schema, ctx));
    case 'number':
      return leaf(plausibleNumber(schema));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
    case 'literal':
      return leaf(fc.constantFrom(...valuesOf(schema)));
    case 'null':
      return leaf(fc.constant(null));
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, next(s)]));
      const required = Object.entries(shape)
        .filter(([, s]) => !['optional', 'default', 'prefault'].includes(defOf(s).type))
        .map(([k]) => k);
      return orHostile(fc.record(model, { requiredKeys: required }));
    }
    case 'array': {
      const max = Math.min(maxLengthOf(schema) ?? 5, 5);
      return orHostile(fc.array(next(child(def, 'element')), { minLength: Math.min(minLengthOf(schema), max), maxLength: max }));
    }
    case 'record': {
      const keys = valuesOf(child(def, 'keyType')).filter((k): k is string => typeof k === 'string');
      const key = keys.length
        ? fc.constantFrom(...keys)
        : fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', 'a'.repeat(300)));
      return orHostile(fc.dictionary(key, next(child(def, 'valueType')), { maxKeys: 5 }));
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.core.$ZodType[]).map(next));
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map(next));
    case 'intersection':
      return next(child(def, 'left'));
    case 'pipe': {
      const input = child(def, 'in');
      return next(defOf(input).type === 'transform' ? child(def, 'out') : input);
    }
    case 'lazy':
      return next((def.getter as () => z.core.$ZodType)());
    case 'optional':
      return fc.oneof(fc.constant(undefined), next(child(def, 'innerType')));
    case 'nullable':
      return fc.oneof(fc.constant(null), next(child(def, 'innerType')));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(child(def, 'innerType'));
    default:
      return hostileValue;
  }
}

/** The object keys a (query or body) schema reads, through wrappers, pipes and refinements. */
export function objectShapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.core.$ZodType>;
  if (def.type === 'pipe') {
    const input = child(def, 'in');
    return objectShapeOf(defOf(input).type === 'transform' ? child(def, 'out') : input);
  }
  if ('innerType' in def) return objectShapeOf(child(def, 'innerType'));
  return null;
}

type Path = (string | number)[];

function leafPaths(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.length ? [at, ...entries.flatMap(([k, v]) => leafPaths(v, [...at, k]))] : [at];
}

function replaceAt(value: unknown, path: Path, by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, by) : v));
  const obj = value as Record<string, unknown>;
  return { ...obj, [head]: replaceAt(obj[head as string], rest, by) };
}

/**
 * A plausible value with exactly one place (a field, an item, or the whole) made hostile: the other
 * fields pass, so the hostile one is what the route's checks, and the code behind them, meet.
 */
export function oneHostile(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(plausible, fc.nat(), hostileValue).map(([value, n, bad]) => {
    const paths = leafPaths(value);
    return replaceAt(value, paths[n % paths.length]!, bad); // leafPaths always answers the root at least
  });
}
