'use client';
import useSWR from 'swr';
import type { CompanyPlacement, CompanyRow, PositionRow } from '@/lib/companies/types';
import type { KioskRow } from '@/lib/kiosks/types';
import type { LocationRow } from '@/lib/locations/types';
import { companyPaths, getMain, type ListBody, type OneBody } from './api';

/** Lists keep the previous page on screen while the next one loads, so paging does not flash empty. */
const LIST = { keepPreviousData: true } as const;

export const useCompanyList = (key: string) => useSWR<ListBody<CompanyRow>>(key, getMain, LIST);

/** One company; the page's server-rendered copy shows at once and SWR keeps it fresh after edits. */
export const useCompany = (id: string, initial?: CompanyRow) =>
  useSWR<OneBody<CompanyRow>>(companyPaths.one(id), getMain, { fallbackData: initial ? { data: initial } : undefined });

export const usePlacements = (key: string) => useSWR<ListBody<CompanyPlacement>>(key, getMain, LIST);
export const usePositions = (id: string) => useSWR<ListBody<PositionRow>>(companyPaths.positions(id), getMain);
export const useLocations = (id: string) => useSWR<ListBody<LocationRow>>(companyPaths.locations(id), getMain);
export const useKiosks = (id: string) => useSWR<ListBody<KioskRow>>(companyPaths.kiosks(id), getMain);
