'use client';
import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';

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
