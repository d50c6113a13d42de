import { notFound, type NotFoundThing } from '@/lib/errors';

/** The one uuid pattern: zod schemas use it with .regex, URL readers and handlers through isUuid. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_PATTERN.test(v);

/** A path id that is not a uuid cannot name a row: the same 404 as a missing one, never a database error. */
export function idParam(value: string | undefined, what: NotFoundThing): string {
  if (!isUuid(value)) throw notFound(what);
  return value.toLowerCase();
}
