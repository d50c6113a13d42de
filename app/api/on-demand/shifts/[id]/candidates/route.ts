import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { db } from '@/lib/db/client';
import { pickerWorkers } from '@/lib/shifts/picker';
import { scopeOf } from '@/lib/shifts/scope';

/** The assignment picker: candidates eligible for the shift first, each with why it is not (issue 22 §4). */
export const GET = handler(shiftsContracts.pickWorkers, async ({ session, params, query }) => {
  const rows = await pickerWorkers(db(), await scopeOf(session), pathId(params, 'id', 'shift'), query);
  return listResponse(rows, rows.length);
});
