import { onDemandContracts } from '@/lib/contracts/on-demand';
import { listResponse } from '@/lib/api/paging';
import { listShifts } from '@/lib/on-demand/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(onDemandContracts.shifts, async ({ scope, query }) => {
  const { data, total } = await listShifts(scope, query);
  return listResponse(data, total, query);
});
