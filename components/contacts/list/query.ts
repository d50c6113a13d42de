import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type ContactQuery = { q: string; company: string; archived: boolean; page: number; perPage: number };

export function parseContactQuery(p: Params): ContactQuery {
  const r = readers(p);
  return { q: r.text('q'), company: r.id('company'), archived: p.get('archived') === 'true', page: r.page(), perPage: r.perPage() };
}

export const hasFilters = (q: ContactQuery) => Boolean(q.q || q.company || q.archived);

export const apiQuery = (q: ContactQuery) => ({
  search: q.q || undefined,
  company: q.company || undefined,
  archived: q.archived ? 'true' : undefined,
  page: q.page,
  per_page: q.perPage,
});
