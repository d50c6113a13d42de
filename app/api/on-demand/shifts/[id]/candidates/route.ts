import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { shiftPickerWorkers } from '@/lib/shifts/page-data';
import { scopeOf } from '@/lib/shifts/scope';

/** The assignment picker: candidates eligible for the shift first, each with why it is not (issue 22 §4). */
export const GET = handler(shiftsContracts.pickWorkers, async ({ db, session, params, query }) => {
  const rows = await shiftPickerWorkers(db, await scopeOf(db, session), pathId(params, 'id', 'shift'), query);
  return listResponse(rows, rows.length);
});
