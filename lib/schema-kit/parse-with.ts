import type { z } from 'zod';
import { assertCleanInput } from './input-checks';
import { ValidationError } from './zod-errors';

/**
 * Parses an input with its schema the way every route does (strings checked first, then zod, errors as a
 * 400 ValidationError): the route handler uses it for bodies and queries, services for inputs they read
 * themselves (a settings form part, a stored value). No HTTP here, so a service below lib/http can use it.
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  assertCleanInput(value);
  // reportInput: an absent value (no `input`) reads as "required" rather than a wrong type.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new ValidationError(parsed.error.issues);
  return parsed.data;
}
