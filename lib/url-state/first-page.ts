import 'server-only';
import type { z } from 'zod';
import { assertCleanInput } from '@/lib/schema-kit/input-checks';

/**
 * A server page's first list page goes through the API's own query schema, from the query the screen would
 * send, so the page and the API read the same rows. What the schema refuses (a link edited by hand past
 * what the URL parsers catch) gives the default list: never a 500.
 */
export function apiQueryOf<S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(query);
  // What the API's input boundary answers 400 (NUL, a lone surrogate: lib/http/handler) is no list query either.
  return parsed.success && isCleanInput(parsed.data) ? parsed.data : schema.parse({});
}

function isCleanInput(value: unknown): boolean {
  try {
    assertCleanInput(value);
    return true;
  } catch {
    return false;
  }
}

/** A response as the browser receives it from the API (JSON: dates as ISO strings, no undefined), for SWR's fallbackData. */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
