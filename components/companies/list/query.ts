import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import type { Params } from '@/lib/browser/use-url-query';
import { COMPANY_STATUSES } from '@/lib/companies/types';

export const DEFAULT_PER_PAGE = 25;
export const STATUS_FILTERS = ['all', ...COMPANY_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type CompanyQuery = { q: string; status: StatusFilter; industry: string; page: number; perPage: number };

export function parseCompanyQuery(p: Params): CompanyQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const status = p.get('status') as StatusFilter;
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    status: STATUS_FILTERS.includes(status) ? status : 'all',
    industry: (p.get('industry') ?? '').slice(0, 80),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const hasFilters = (q: CompanyQuery) => Boolean(q.q || q.industry || q.status !== 'all');

export const apiQuery = (q: CompanyQuery) => ({
  search: q.q || undefined,
  status: q.status === 'all' ? undefined : q.status,
  industry: q.industry || undefined,
  page: q.page,
  per_page: q.perPage,
});
