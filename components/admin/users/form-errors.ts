import type { z } from 'zod';

/** The first failing field of each issue, for the forms that show one translated message per field. */
export function failedFields(error: z.ZodError): Set<string> {
  return new Set(error.issues.map((i) => String(i.path[0] ?? '_')));
}
