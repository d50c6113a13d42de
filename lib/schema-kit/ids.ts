import { notFound, type NotFoundThing } from '@/lib/errors';
import { isUuid } from './uuid';

/** A path id that is not a uuid cannot name a row: the same 404 as a missing one, never a database error. */
export function idParam(value: string | undefined, what: NotFoundThing): string {
  if (!isUuid(value)) throw notFound(what);
  return value.toLowerCase();
}
