'use client';
import { useRouter } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { StatusCounts, TimecardRow, TimesheetDetail, TimesheetLogRow, TimesheetRow } from '@/lib/timesheets/types';
import { COUNTS_PATH, TABLE_CONFIG_PATH, detailPath, logsPath, revalidateLists } from './api';

/** Lists keep the previous page on screen while the next one loads, so paging does not flash empty. */
const LIST_OPTIONS = { keepPreviousData: true } as const;

export const useTimesheetList = (key: string) => useSWR<ListResponse<TimesheetRow>>(key, getMain, LIST_OPTIONS);
export const useTimecardList = (key: string) => useSWR<ListResponse<TimecardRow>>(key, getMain, LIST_OPTIONS);

export function useStatusCounts(): StatusCounts | undefined {
  const { data } = useSWR<{ data: { counts: StatusCounts } }>(COUNTS_PATH, getMain);
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

