import { listShifts } from '@/lib/on-demand/queries';
import { shiftsQuery } from '@/lib/on-demand/schema';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(shiftsQuery, async ({ scope, query }) => {
  const { data, total } = await listShifts(scope, query);
  return { data, meta: { totalItems: total, page: query.page, per_page: query.per_page } };
});
