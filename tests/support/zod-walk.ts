import type { z } from 'zod';
import { inputBounds } from '@/lib/schema-kit/inputs';

/**
 * Reading zod 4 schemas from the outside: their definition (`_zod.def`) and bounds (the checks a
 * `.max()` adds). Shared by the bounds test (every list and string of every route is capped) and the
 * fuzz test (inputs shaped like the real fields).
 */

export type Def = { type: string; [key: string]: unknown };
type Check = {
  _zod: {
    def: { check: string; maximum?: number; minimum?: number; length?: number; format?: string; value?: number; inclusive?: boolean };
  };
};

export const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;
const child = (def: Def, key: string) => def[key] as z.core.$ZodType;
const checksOf = (schema: z.core.$ZodType): Check['_zod']['def'][] =>
  ((defOf(schema).checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

/** The largest length (strings, arrays) a schema's own checks allow, or undefined when unbounded. */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const bag = (schema._zod as { bag?: { maximum?: number } }).bag;
  const limits = checksOf(schema).flatMap((c) =>
    c.check === 'max_length' || c.check === 'max_size' ? [c.maximum!] : c.check === 'length_equals' ? [c.length!] : [],
  );
  if (typeof bag?.maximum === 'number') limits.push(bag.maximum);
  return limits.length ? Math.min(...limits) : undefined;
}

export function minLengthOf(schema: z.core.$ZodType): number {
  const limits = checksOf(schema).flatMap((c) =>
    c.check === 'min_length' || c.check === 'min_size' ? [c.minimum!] : c.check === 'length_equals' ? [c.length!] : [],
  );
  return limits.length ? Math.max(...limits) : 0;
}

/** Numeric bounds of a number schema (`.min`, `.max`, `.int`, `.positive` …). */
export function numberBoundsOf(schema: z.core.$ZodType): { min?: number; max?: number; int: boolean } {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') min = Math.max(min ?? -Infinity, c.value!);
    if (c.check === 'less_than') max = Math.min(max ?? Infinity, c.value!);
    if (c.check === 'number_format' && c.format?.includes('int')) int = true;
  }
  const def = defOf(schema);
  if (typeof def.format === 'string' && def.format.includes('int')) int = true;
  return { min, max, int };
}

/** The string format (uuid, date, datetime, email …) a z.uuid()/z.iso.date()… carries. */
export const formatOf = (schema: z.core.$ZodType): string | undefined => {
  const def = defOf(schema);
  return typeof def.format === 'string' ? def.format : checksOf(schema).find((c) => c.check === 'string_format')?.format;
};

// Formats whose pattern alone fixes the length: a uuid can never be a megabyte.
const FIXED_LENGTH_FORMATS = new Set([
  'uuid',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
  'date',
  'time',
  'datetime',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
  'e164',
]);

/** The finite set of keys a record's key schema allows (an enum or literal), or undefined. */
const finiteKeys = (schema: z.core.$ZodType): Set<unknown> | undefined => (schema._zod as { values?: Set<unknown> }).values;

/**
 * Every place in a schema where input size is not capped: a string or array without `.max`, a record
 * with free keys and no declared bound (lib/schema-kit/inputs `boundedRecord`), an object that keeps unknown
 * keys, or a value nothing checks (z.unknown/z.any). Each entry names the field, e.g. `labels[].label`.
 */
export function unboundedFields(schema: z.core.$ZodType, where = '', ancestors = new Set<z.core.$ZodType>()): string[] {
  // A schema inside itself (z.lazy) is walked once; the same schema in two fields is reported in both.
  if (ancestors.has(schema)) return [];
  ancestors.add(schema);
  try {
    return unboundedHere(schema, where, ancestors);
  } finally {
    ancestors.delete(schema);
  }
}

function unboundedHere(schema: z.core.$ZodType, where: string, seen: Set<z.core.$ZodType>): string[] {
  const def = defOf(schema);
  const at = where || '(root)';
  const walk = (s: z.core.$ZodType, w = where) => unboundedFields(s, w, seen);
  switch (def.type) {
    case 'string':
      return maxLengthOf(schema) === undefined && !FIXED_LENGTH_FORMATS.has(formatOf(schema) ?? '') ? [`${at}: string without .max`] : [];
    case 'array':
      return [...(maxLengthOf(schema) === undefined ? [`${at}: array without .max`] : []), ...walk(child(def, 'element'), `${where}[]`)];
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const catchall = def.catchall as z.core.$ZodType | undefined;
      const free = catchall && defOf(catchall).type !== 'never' ? [`${at}: object keeps unknown keys`] : [];
      return [...free, ...Object.entries(shape).flatMap(([key, s]) => walk(s, where ? `${where}.${key}` : key))];
    }
    case 'record': {
      const keys = child(def, 'keyType');
      const bounded = finiteKeys(keys) !== undefined || inputBounds.get(schema)?.maxKeys !== undefined;
      return [
        ...(bounded ? [] : [`${at}: record with free keys and no bound`]),
        ...walk(keys, `${where}{key}`),
        ...walk(child(def, 'valueType'), `${where}{}`),
      ];
    }
    case 'tuple':
      return [
        ...(def.items as z.core.$ZodType[]).flatMap((s, i) => walk(s, `${where}[${i}]`)),
        ...(def.rest ? [`${at}: tuple with a rest element`] : []),
      ];
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((s) => walk(s));
    case 'intersection':
      return [...walk(child(def, 'left')), ...walk(child(def, 'right'))];
    case 'pipe': {
      // The raw input meets `in` (a .transform/.pipe's source), unless `in` is z.preprocess's function.
      const input = child(def, 'in');
      return defOf(input).type === 'transform' ? walk(child(def, 'out')) : walk(input);
    }
    case 'lazy':
      return walk((def.getter as () => z.core.$ZodType)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return walk(child(def, 'innerType'));
    case 'any':
    case 'unknown':
      return [`${at}: unchecked value (${def.type})`];
    case 'map':
    case 'set':
      return [`${at}: ${def.type} is not a JSON input`];
    default:
      // number, boolean, enum, literal, null, undefined, transform (a function of the checked value), custom, date …
      return [];
  }
}
