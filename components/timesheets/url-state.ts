'use client';
import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import type { Params } from '@/lib/browser/use-url-query';
import { isUuid } from '@/lib/api/ids';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DEFAULT_PER_PAGE = 25;

/** The filters both lists share. Bad values fall back to defaults instead of reaching the API. */
export type BaseFilter = { location: string; from: string; to: string; q: string; page: number; perPage: number };

export function parseBase(p: Params): BaseFilter {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const date = (k: string) => (DATE.test(p.get(k) ?? '') ? p.get(k)! : '');
  return {
    location: isUuid(p.get('location')) ? p.get('location')! : 'all',
    from: date('from'),
    to: date('to'),
    q: (p.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** SPEC §3: dateRange is "from to to"; sent only once both ends are chosen and in order. */
export function dateRangeOf(f: Pick<BaseFilter, 'from' | 'to'>): string | undefined {
  return f.from && f.to && f.from <= f.to ? `${f.from} to ${f.to}` : undefined;
}

export const hasFilters = (f: BaseFilter) => f.location !== 'all' || Boolean(f.from || f.to || f.q);

/** The API query of the shared filters. */
export const baseQuery = (f: BaseFilter) => ({
  location: f.location === 'all' ? undefined : f.location,
  dateRange: dateRangeOf(f),
  custom_search: f.q || undefined,
  page: f.page,
  per_page: f.perPage,
});
