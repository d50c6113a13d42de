import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { COMPANY_STATUSES } from '@/lib/companies/types';

export const STATUS_FILTERS = ['all', ...COMPANY_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type CompanyQuery = { q: string; status: StatusFilter; industry: string; page: number; perPage: number };

export function parseCompanyQuery(p: Params): CompanyQuery {
  const r = readers(p);
  return { q: r.text('q'), status: r.oneOf('status', STATUS_FILTERS, 'all'), industry: r.text('industry', 80), page: r.page(), perPage: r.perPage() };
}

export const hasFilters = (q: CompanyQuery) => Boolean(q.q || q.industry || q.status !== 'all');

export const apiQuery = (q: CompanyQuery) => ({
  search: q.q || undefined,
  status: q.status === 'all' ? undefined : q.status,
  industry: q.industry || undefined,
  page: q.page,
  per_page: q.perPage,
});
