import type { inferParserType } from 'nuqs/server';
import { TIMESHEET_SORTS, TIMESHEET_TABS, type TimesheetSort } from '@/lib/timesheets/types';
import { listLoader, oneOfParam } from '@/lib/url-state/params';
import { sortParam, sortParser, type SortState as ListSort } from '@/lib/url-state/sort';
import { baseParams, baseQuery, dateRangeOf } from '../url-state';

export const DEFAULT_SORT = '-week_start';

/** The timesheet list's order: the one sort state every list keeps in its URL (lib/url-state/sort.ts). */
export type SortState = ListSort<TimesheetSort>;
export { sortParam };

/** The timesheet list's state in the URL, shared by the page (first page on the server) and the screen. */
export const timesheetParams = {
  ...baseParams,
  status: oneOfParam(TIMESHEET_TABS, 'all'),
  /** `open`: only timesheets with an open punch exception (the overview links to /timesheets?exceptions=open). */
  exceptions: oneOfParam(['open'] as const, 'all'),
  sort: sortParser(TIMESHEET_SORTS, DEFAULT_SORT),
};
export const loadTimesheetQuery = listLoader(timesheetParams);

export type TimesheetQuery = inferParserType<typeof timesheetParams>;

/** The list API query (contract: status, location, dateRange, custom_search, sort, page, per_page). */
export const listQuery = (f: TimesheetQuery) => ({
  status: f.status,
  ...baseQuery(f),
  ...(f.exceptions === 'open' ? { exceptions: 'open' as const } : {}),
  sort: sortParam(f.sort),
});

export type ExportFilter = {
  status: TimesheetQuery['status'];
  location: string;
  dateRange?: string;
  custom_search?: string;
  exceptions?: 'open';
};

/** What an export with no selection covers: the list's current filter, every page of it. */
export const exportFilter = (f: TimesheetQuery): ExportFilter => ({
  status: f.status,
  location: f.location,
  dateRange: dateRangeOf(f),
  custom_search: f.q || undefined,
  ...(f.exceptions === 'open' ? { exceptions: 'open' as const } : {}),
});
