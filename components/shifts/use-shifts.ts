'use client';
import useSWR from 'swr';
import type { HttpError } from '@/lib/browser/api-client';
import { apiKey, callApi, useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useSeed } from '@/lib/browser/use-list-data';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { SHIFTS_PAGE, weekOfShifts } from '@/lib/shifts-board/week';
import type { WeekQuery } from './url-state';
import { invalidate } from '@/lib/browser/invalidate';

export type WeekShifts = ResultOf<typeof onDemandRoutes.shifts>;
export type LocationsAnswer = ResultOf<typeof onDemandRoutes.locations>;

/**
 * Every shift of the week, in one answer: the API pages at 200 and a busy week may need a few pages. The key
 * is the first page's, so a refresh after a request (invalidate on the endpoint) reaches it. `initial` is the server
 * page's week for the URL it opened with.
 */
export function useWeekShifts(query: WeekQuery, initial?: WeekShifts) {
  const key = apiKey(onDemandRoutes.shifts, { query: { ...query, per_page: SHIFTS_PAGE } });
  const seed = useSeed(key, initial);
  return useSWR<WeekShifts, HttpError>(
    key,
    () => weekOfShifts((page) => callApi(onDemandRoutes.shifts, { query: { ...query, page, per_page: SHIFTS_PAGE } })),
    seed,
  );
}

/** The locations (their zones place each shift on its day); the server page's list stands in after hydration. */
export const useBoardLocations = (initial?: LocationsAnswer) =>
  useApi(
    onDemandRoutes.locations,
    {},
    { revalidateOnFocus: false, ...(initial ? { fallbackData: initial, revalidateOnMount: false } : {}) },
  );
export const useBoardJobs = () => useApi(onDemandRoutes.jobs, {}, { revalidateOnFocus: false });

/** Refetch every cached week after a shift is requested. */
export const revalidateShifts = () => invalidate(onDemandRoutes.shifts);
