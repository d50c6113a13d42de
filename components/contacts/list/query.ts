import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import { isUuid } from '@/lib/api/ids';
import type { Params } from '@/lib/browser/use-url-query';

export const DEFAULT_PER_PAGE = 25;

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type ContactQuery = { q: string; company: string; archived: boolean; page: number; perPage: number };

export function parseContactQuery(p: Params): ContactQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    company: isUuid(p.get('company')) ? p.get('company')! : '',
    archived: p.get('archived') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const hasFilters = (q: ContactQuery) => Boolean(q.q || q.company || q.archived);

export const apiQuery = (q: ContactQuery) => ({
  search: q.q || undefined,
  company: q.company || undefined,
  archived: q.archived ? 'true' : undefined,
  page: q.page,
  per_page: q.perPage,
});
