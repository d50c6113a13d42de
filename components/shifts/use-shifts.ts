'use client';
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { BoardJob, BoardLocation, BoardShift } from '@/lib/shifts-board/types';

type ListBody<T> = { data: T[]; meta?: { totalItems?: number; total?: number } };
type Key = readonly ['onDemand', string];

const PER_PAGE = 200;
// A week of a very large tenant could in theory exceed this; the board says so rather than hiding it.
const MAX_PAGES = 10;

/** Every shift of the week: the API pages at 200, a busy week may need a few pages. */
async function allPages([, path]: Key): Promise<{ data: BoardShift[]; total: number }> {
  const data: BoardShift[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await api.get<ListBody<BoardShift>>('onDemand', `${path}&page=${page}&per_page=${PER_PAGE}`);
    data.push(...body.data);
    total = body.meta?.totalItems ?? body.meta?.total ?? data.length;
    if (data.length >= total || body.data.length < PER_PAGE) break;
  }
  return { data, total };
}

const getList = <T>([, path]: Key) => api.get<ListBody<T>>('onDemand', path).then((b) => b.data);

// Keys are [service, path] so they can never collide with another service's paths in the SWR cache.
export const useWeekShifts = (path: string) =>
  useSWR<{ data: BoardShift[]; total: number }, Error, Key>(['onDemand', path], allPages, { keepPreviousData: true });
export const useBoardLocations = () =>
  useSWR<BoardLocation[], Error, Key>(['onDemand', 'locations'], getList<BoardLocation>, { revalidateOnFocus: false });
export const useBoardJobs = () => useSWR<BoardJob[], Error, Key>(['onDemand', 'jobs'], getList<BoardJob>, { revalidateOnFocus: false });

/** Refetch every cached week after a shift is requested. */
export const revalidateShifts = (mutate: ScopedMutator) =>
  mutate((key) => Array.isArray(key) && key[0] === 'onDemand' && String(key[1]).startsWith('shifts/'));
