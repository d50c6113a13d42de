'use client';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { api } from '@/lib/browser/api';
import type { StatusCounts, TimecardRow, TimesheetDetail, TimesheetLogRow, TimesheetRow } from '@/lib/timesheets/types';
import { COUNTS_PATH, LOCATIONS_KEY, TABLE_CONFIG_PATH, detailPath, getMain, logsPath, revalidateLists } from './api';

export type ListMeta = { total?: number; totalItems?: number; page?: number; per_page?: number };
export type ListResponse<T> = { data: T[]; meta: ListMeta };
export type Location = { _id: string; name: string; company_id: string; company_name: string };

/** Lists keep the previous page on screen while the next one loads, so paging does not flash empty. */
const LIST_OPTIONS = { keepPreviousData: true } as const;

export const useTimesheetList = (key: string) => useSWR<ListResponse<TimesheetRow>>(key, getMain, LIST_OPTIONS);
export const useTimecardList = (key: string) => useSWR<ListResponse<TimecardRow>>(key, getMain, LIST_OPTIONS);

export function useStatusCounts(): StatusCounts | undefined {
  const { data } = useSWR<{ data: { counts: StatusCounts } }>(COUNTS_PATH, getMain);
  return data?.data.counts;
}

/** Locations the user may filter by; the API already narrows a Company Contact to their own. */
export function useLocations(): Location[] {
  const { data } = useSWR(LOCATIONS_KEY, () => api.get<{ data: Location[] }>('onDemand', 'locations'), { revalidateOnFocus: false });
  return data?.data ?? [];
}

export type TableConfig = { data: { columns: string[] } | null };

export function useTableConfig() {
  return useSWR<TableConfig>(TABLE_CONFIG_PATH, getMain, { revalidateOnFocus: false });
}

/**
 * One timesheet. SPEC §8: when it cannot be loaded, toast the server's message, invalidate the lists
 * and go back to /timesheets. No retries: a missing or forbidden timesheet will not come back.
 */
export function useTimesheetDetail(id: string) {
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useSWR<{ data: TimesheetDetail }>(detailPath(id), getMain, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: (err: Error) => {
      toast.error(err.message);
      void revalidateLists(mutate);
      router.push('/timesheets');
    },
  });
}

export const useTimesheetLogs = (id: string) => useSWR<{ data: TimesheetLogRow[] }>(logsPath(id), getMain);

/** Total rows of a list response (SPEC §3: one path reads meta.total, the rest meta.totalItems). */
export const totalOf = (meta: ListMeta | undefined) => meta?.totalItems ?? meta?.total ?? 0;
