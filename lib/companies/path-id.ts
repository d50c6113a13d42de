import { notFound } from '@/lib/api/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from the URL path, checked before it reaches SQL. Anything but a uuid names no row, so it is
 * answered like another tenant's id (404), never with a database error.
 */
export function pathId(params: Record<string, string>, key: string, what: string): string {
  const value = params[key];
  if (!value || !UUID.test(value)) throw notFound(what);
  return value.toLowerCase();
}
