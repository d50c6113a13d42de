'use client';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import { useKeyedListData } from '@/lib/browser/use-list-data';
import type { StatusCounts, TimecardRow, TimesheetDetail, TimesheetLogRow, TimesheetRow } from '@/lib/timesheets/types';
import { COUNTS_PATH, TABLE_CONFIG_PATH, detailPath, logsPath, revalidateLists } from './api';

export const useTimesheetList = (key: string, initial?: ListResponse<TimesheetRow>) =>
  useKeyedListData(key, getMain<ListResponse<TimesheetRow>>, initial);
export const useTimecardList = (key: string) => useKeyedListData(key, getMain<ListResponse<TimecardRow>>);

export type CountsBody = { data: { counts: StatusCounts } };

/** The tab counts; `initial` is the server page's answer for the same request, so hydration does not ask again. */
export function useStatusCounts(initial?: CountsBody): StatusCounts | undefined {
  const { data } = useSWR<CountsBody>(COUNTS_PATH, getMain, initial ? { fallbackData: initial, revalidateOnMount: false } : undefined);
  return data?.data.counts;
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
