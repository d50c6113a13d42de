import type { inferParserType } from 'nuqs/server';
import { COMPANY_SORTS, COMPANY_STATUSES } from '@/lib/companies/types';
import { sortParam, sortParser } from '@/lib/url-state/sort';
import { listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

export const STATUS_FILTERS = ['all', ...COMPANY_STATUSES] as const;

/** The list's state in the URL; anything mistyped reads as the default instead of reaching the API. */
export const companyParams = {
  q: textParam(100),
  status: oneOfParam(STATUS_FILTERS, 'all'),
  industry: textParam(80),
  page: pageParam,
  perPage: perPageParam,
  sort: sortParser(COMPANY_SORTS, 'name'),
};
export const loadCompanyQuery = listLoader(companyParams);
export type CompanyQuery = inferParserType<typeof companyParams>;

export const hasFilters = (q: CompanyQuery) => Boolean(q.q || q.industry || q.status !== 'all');

export const apiQuery = (q: CompanyQuery) => ({
  search: q.q || undefined,
  status: q.status === 'all' ? undefined : q.status,
  industry: q.industry || undefined,
  page: q.page,
  per_page: q.perPage,
  sort: sortParam(q.sort),
});
