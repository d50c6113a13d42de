import { z } from 'zod';

/**
 * Building blocks of response schemas (DESIGN §4 shapes), so every contract says "a list of X" or
 * "one X" the same way. Timestamps travel as ISO strings; handlers may hand over Dates (see Wire).
 */
export const isoTimestamp = z.string().meta({ format: 'date-time' });
export const isoDay = z.string().meta({ format: 'date', description: 'yyyy-MM-dd' });

export const listMeta = z.object({
  totalItems: z.number().int(),
  total: z.number().int(),
  page: z.number().int().optional(),
  per_page: z.number().int().optional(),
});

/** `{ data: [...], meta }` — every list route. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });
/** `{ data }` — a single record, with the confirmation some writes add. */
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item, message: z.string().optional() });
/** `{ data: null }` — a write that returns nothing. */
export const done = z.object({ data: z.null(), message: z.string().optional() });
/** A file download: the body is the file; `produces` on the contract names its type. */
export const file = z.string().meta({ format: 'binary' });
