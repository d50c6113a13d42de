'use client';
import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import type { Params } from '@/lib/browser/use-url-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_PER_PAGE = 25;

/** URL parameter readers shared by the placements and orders lists: bad values fall back to defaults. */
export const readers = (p: Params) => ({
  id: (k: string) => (UUID.test(p.get(k) ?? '') ? p.get(k)! : ''),
  date: (k: string) => (DATE.test(p.get(k) ?? '') ? p.get(k)! : ''),
  text: (k: string, max = 100) => (p.get(k) ?? '').slice(0, max),
  oneOf: <T extends string>(k: string, values: readonly T[], fallback: T): T => (values as readonly string[]).includes(p.get(k) ?? '') ? (p.get(k) as T) : fallback,
  page: () => {
    const n = Number(p.get('page'));
    return Number.isInteger(n) && n > 0 ? n : 1;
  },
  perPage: () => {
    const n = Number(p.get('per_page'));
    return (PER_PAGE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PER_PAGE;
  },
});

/** The parts of a list URL every recruiting list shares: company, location, date, search, paging, open row. */
export type CommonFilter = { company: string; location: string; date: string; q: string; page: number; perPage: number; open: string };

export function parseCommon(p: Params): CommonFilter {
  const r = readers(p);
  return { company: r.id('company'), location: r.id('location'), date: r.date('date'), q: r.text('q'), page: r.page(), perPage: r.perPage(), open: r.id('id') };
}

export const commonQuery = (f: CommonFilter) => ({
  company_id: f.company || undefined, location_id: f.location || undefined, date: f.date || undefined,
  search: f.q || undefined, page: f.page, per_page: f.perPage,
});
