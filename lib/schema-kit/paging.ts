import { z } from 'zod';

/** Page query shared by every list API: `page` from 1, `per_page` up to 100, free-text `search`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'per_page must be at most 100').default(25),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const offsetOf = (q: Pick<PageQuery, 'page' | 'per_page'>) => (q.page - 1) * q.per_page;

/** The list response of DESIGN.md §4: data, plus meta.totalItems (and meta.total, which one refresh path reads). */
export function listResponse<T>(data: T[], totalItems: number, q?: Pick<PageQuery, 'page' | 'per_page'>) {
  return { data, meta: { totalItems, total: totalItems, ...(q ? { page: q.page, per_page: q.per_page } : {}) } };
}

/** `%term%` for ILIKE with the user's % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
