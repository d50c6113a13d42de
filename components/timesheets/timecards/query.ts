import { TIMECARD_SORTS } from '@/lib/timesheets/types';
import { listLoader } from '@/lib/url-state/params';
import { sortParam, sortParser } from '@/lib/url-state/sort';
import { baseParams, baseQuery, type BaseFilter } from '../url-state';

/** The timecard list's state in the URL: the shared filters and the header's sort (newest clock-in first). */
export const timecardParams = { ...baseParams, sort: sortParser(TIMECARD_SORTS, '-clock_in') };
export const loadTimecardQuery = listLoader(timecardParams);

/** GET /timecards' query for the list on screen; the server page reads its first page with the same. */
export const timecardListQuery = (f: BaseFilter & { sort: { field: string; desc: boolean } }) => ({
  ...baseQuery(f),
  sort: sortParam(f.sort),
});
