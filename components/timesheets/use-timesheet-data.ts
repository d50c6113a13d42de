'use client';
import { useRouter } from 'next/navigation';
import { useToast } from '@/components/ui/toast';
import type { CallInput } from '@/lib/contracts/kit/contract';
import type { ContractOf } from '@/lib/contracts/kit/route-ref';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { tableConfigsRoutes } from '@/lib/contracts/routes/settings';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import type { StatusCounts } from '@/lib/timesheets/types';
import { revalidateLists } from './api';

export type TimesheetList = ResultOf<typeof timesheetsRoutes.list>;
export type TimecardList = ResultOf<typeof timesheetsRoutes.timecards>;
export type CountsBody = ResultOf<typeof timesheetsRoutes.count>;
type QueryOf<R> = NonNullable<CallInput<ContractOf<R>>['query']>;
type ListQuery = QueryOf<typeof timesheetsRoutes.list>;

export const useTimesheetList = (query: ListQuery, initial?: TimesheetList) => useListData(timesheetsRoutes.list, { query }, initial);

/** The tab counts; `initial` is the server page's answer for the same request, so hydration does not ask again. */
export function useStatusCounts(initial?: CountsBody): StatusCounts | undefined {
  const { data } = useApi(
    timesheetsRoutes.count,
    { params: { status: 'all' } },
    initial ? { fallbackData: initial, revalidateOnMount: false } : undefined,
  );
  return data?.data.counts;
}

/** The user's column choice of the timesheet table (null until she makes one). */
export const useTableConfig = () => useApi(tableConfigsRoutes.get, { params: { table: 'timesheets' } }, { revalidateOnFocus: false });
export type TableConfig = ResultOf<typeof tableConfigsRoutes.get>;

/**
 * One timesheet. SPEC §8: when it cannot be loaded, toast the server's message, invalidate the lists
 * and go back to /timesheets. No retries: a missing or forbidden timesheet will not come back.
 */
/** One timesheet; `initial` (the page's own read) shows at once and is not fetched again on mount. */
export function useTimesheetDetail(id: string, initial?: TimesheetDetail) {
  const toast = useToast();
  const router = useRouter();
  return useApi(
    timesheetsRoutes.get,
    { params: { id } },
    {
      ...(initial ? { fallbackData: { data: initial }, revalidateOnMount: false } : {}),
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onError: (err: Error) => {
        toast.error(err.message);
        void revalidateLists();
        router.push('/timesheets');
      },
    },
  );
}

export const useTimesheetLogs = (id: string) => useApi(timesheetsRoutes.logs, { params: { id } });
