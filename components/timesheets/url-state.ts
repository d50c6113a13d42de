'use client';
import type { Params } from '@/lib/browser/use-url-query';
import { readers } from '@/lib/browser/url-readers';

export { DEFAULT_PER_PAGE } from '@/lib/browser/url-readers';

/** The filters both lists share. Bad values fall back to defaults instead of reaching the API. */
export type BaseFilter = { location: string; from: string; to: string; q: string; page: number; perPage: number };

export function parseBase(p: Params): BaseFilter {
  const r = readers(p);
  return { location: r.id('location') || 'all', from: r.date('from'), to: r.date('to'), q: r.text('q'), page: r.page(), perPage: r.perPage() };
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
