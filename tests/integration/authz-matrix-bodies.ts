import { z } from 'zod';

/**
 * Request bodies for the authorization matrix, from the zod schema each route carries on `.meta.body`:
 * - `INVALID_BODY` fails every object and array schema, so a write whose guard let the caller through
 *   stops at validation (400) before the handler runs;
 * - `sampleBody` builds a body the schema accepts, so a write with another tenant's id in its path
 *   gets past validation and reaches the id look-up (404) — a refusal at validation would prove nothing.
 * The sample walks the schema's JSON Schema (input side); refinements it cannot see are what
 * BODY_OVERRIDES in the matrix test are for.
 */
export const INVALID_BODY = '__authz_matrix__';

type Json = { [key: string]: unknown };

/** Strings tried, in order, for a string field with a pattern or format: the first that fits is used. */
const STRING_CANDIDATES = [
  'Matrix',
  'matrix',
  'a',
  '1234',
  '123456',
  '#000000',
  '#000',
  '09:00',
  '09:00:00',
  '2030-01-07',
  '2030-01-07T09:00:00Z',
  'matrix@example.com',
  'https://example.com/matrix',
  'matrix-key',
  '00000000-0000-4000-8000-000000000000',
];

const FORMAT_VALUES: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'matrix@example.com',
  date: '2030-01-07',
  'date-time': '2030-01-07T09:00:00Z',
  time: '09:00:00',
  uri: 'https://example.com/matrix',
  url: 'https://example.com/matrix',
};

function fits(value: string, s: Json): boolean {
  if (typeof s.minLength === 'number' && value.length < s.minLength) return false;
  if (typeof s.maxLength === 'number' && value.length > s.maxLength) return false;
  return typeof s.pattern !== 'string' || new RegExp(s.pattern).test(value);
}

function sampleString(s: Json): string {
  const formatted = typeof s.format === 'string' ? FORMAT_VALUES[s.format] : undefined;
  if (formatted && fits(formatted, s)) return formatted;
  const found = STRING_CANDIDATES.find((c) => fits(c, s));
  if (found) return found;
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  return 'm'.repeat(Math.max(min, 1));
}

function sampleNumber(s: Json): number {
  const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : undefined;
  const value = min ?? (max !== undefined && max < 1 ? max : 1);
  return s.type === 'integer' ? Math.ceil(value) : value;
}

function resolve(s: Json, root: Json): Json {
  if (typeof s.$ref !== 'string') return s;
  const name = s.$ref.split('/').pop() ?? '';
  const defs = (root.$defs ?? root.definitions ?? {}) as Record<string, Json>;
  return defs[name] ?? {};
}

/** Which optional properties a sample fills: none, all of them (at every depth), or one top-level one. */
type Fill = { mode: 'required' } | { mode: 'all' } | { mode: 'one'; key: string };

function sample(raw: Json, root: Json, fill: Fill, depth = 0): unknown {
  const s = resolve(raw, root);
  if (depth > 8) return null;
  const inner: Fill = fill.mode === 'one' ? { mode: 'required' } : fill;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (branches) return sample(branches.find((b) => resolve(b, root).type !== 'null') ?? branches[0]!, root, inner, depth + 1);
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part) => sample(part as Json, root, inner, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const required = (s.required ?? []) as string[];
      const keys = fill.mode === 'all' ? Object.keys(props) : fill.mode === 'one' && depth === 0 ? [...required, fill.key] : required;
      return Object.fromEntries(keys.map((key) => [key, sample(props[key] ?? {}, root, inner, depth + 1)]));
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      if (Array.isArray(s.prefixItems)) return s.prefixItems.map((item) => sample(item as Json, root, inner, depth + 1));
      return Array.from({ length: Math.max(min, 1) }, () => sample((s.items ?? {}) as Json, root, inner, depth + 1));
    }
    case 'string':
      return sampleString(s);
    case 'number':
    case 'integer':
      return sampleNumber(s);
    // true, so a body of one optional flag ("completed: true") counts as a change.
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), body);
}

function setAt(body: unknown, path: PropertyKey[], value: unknown): void {
  const parent = valueAt(body, path.slice(0, -1));
  if (parent && typeof parent === 'object') (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!] = value;
}

/**
 * Parses, and where a string field is refused (a pattern behind a pipe the JSON Schema cannot show,
 * an email checked after trimming), tries the next candidate string there, until it parses or no field moves.
 */
function repaired(schema: z.ZodType, body: unknown): { ok: true } | { ok: false; issues: z.core.$ZodIssue[] } {
  for (let round = 0; round < 40; round++) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true };
    let moved = false;
    for (const issue of parsed.error.issues) {
      const current = valueAt(body, issue.path);
      if (typeof current !== 'string' || issue.path.length === 0) continue;
      const next = STRING_CANDIDATES[STRING_CANDIDATES.indexOf(current) + 1];
      if (next === undefined) continue;
      setAt(body, issue.path, next);
      moved = true;
    }
    if (!moved) return { ok: false, issues: parsed.error.issues };
  }
  return { ok: false, issues: [] };
}

/** A body `schema` accepts, or the reason none could be built (the caller shows it in the failure table). */
export function sampleBody(schema: z.ZodType): { ok: true; body: unknown } | { ok: false; reason: string } {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const optional = Object.keys((resolve(root, root).properties ?? {}) as Json);
  // Required fields only first; then everything (a "send at least one field" rule); then one optional field at a time.
  const fills: Fill[] = [{ mode: 'required' }, { mode: 'all' }, ...optional.map((key): Fill => ({ mode: 'one', key }))];
  let reason = '';
  for (const fill of fills) {
    const body = sample(root, root, fill);
    const result = repaired(schema, body);
    if (result.ok) return { ok: true, body };
    if (!reason)
      reason = `sample body ${JSON.stringify(body)} refused: ${result.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  }
  return { ok: false, reason };
}
