'use client';
import { useApi } from '@/lib/browser/typed-api';
import { companiesRoutes as r } from '@/lib/contracts/routes/companies';
import type { CompanyRow } from '@/lib/companies/schema';

/** Lists keep the previous page on screen while the next one loads, so paging does not flash empty. */
const LIST = { keepPreviousData: true } as const;

/** One company; the page's server-rendered copy shows at once and SWR keeps it fresh after edits. */
export const useCompany = (id: string, initial?: CompanyRow) =>
  useApi(r.get, { params: { id } }, { fallbackData: initial ? { data: initial } : undefined });

export const usePlacements = (id: string, query: { status: string; page: number; per_page: number }) =>
  useApi(r.placements, { params: { id }, query }, LIST);
export const usePositions = (id: string) => useApi(r.positions, { params: { id } });
export const useLocations = (id: string) => useApi(r.locations, { params: { id } });
export const useKiosks = (id: string) => useApi(r.kiosks, { params: { id } });
