import { listTimecards } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';
import { timecardsQuery } from '@/lib/timesheets/schema';

export const GET = scopedRead(timecardsQuery, async ({ scope, query }) => {
  const { data, total } = await listTimecards(scope, query);
  return { data, meta: { totalItems: total, total, page: query.page, per_page: query.per_page } };
});
