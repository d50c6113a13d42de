import { badRequest, fieldError, say } from '@/lib/errors';

/** Deeper than any input of this app; a deeper document is an attack on the parsers behind it. */
const MAX_DEPTH = 32;
const MAX_PARAM_LENGTH = 200;
// C0 controls and DEL: nothing in a path segment of this app contains one.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * NUL, which PostgreSQL refuses in text, and lone surrogates, which are not Unicode and make UTF-8
 * encoders and URI functions throw: no field of this app can hold either.
 */
export const isHostileString = (s: string) => s.includes('\u0000') || !s.isWellFormed();

/**
 * Every string in a parsed JSON body, query or form, checked once at the input boundary (lib/http/handler),
 * so no schema has to remember it: 400 naming the field.
 */
export function assertCleanInput(value: unknown, path: string[] = [], depth = 0): void {
  if (depth > MAX_DEPTH) throw badRequest('request.tooDeep');
  if (typeof value === 'string') {
    if (isHostileString(value)) throw refused(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (isHostileString(key)) throw refused(path);
    assertCleanInput(item, [...path, key], depth + 1);
  }
}

function refused(path: string[]) {
  const field = path.join('.') || '_';
  if (!path.length) return badRequest('request.forbiddenCharacters', undefined, { [field]: say('request.forbiddenCharacters') });
  return fieldError(field, 'request.forbiddenCharacters');
}

/** Path segments (already %-decoded by Next): short, printable, well-formed, or a 400. */
export function assertCleanParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value.length > MAX_PARAM_LENGTH || CONTROL.test(value) || !value.isWellFormed()) {
      throw badRequest('request.badAddress', { name }, { [name]: say('request.forbiddenCharacters') });
    }
  }
}
