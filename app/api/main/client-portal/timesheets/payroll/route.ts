import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { scopeOf } from '@/lib/timesheets/scope';
import { exportToPayroll, idsFrom } from '@/lib/timesheets/service';

/** Marks approved timesheets exported to payroll under one batch (type: csv, paychex, everee). */
export const POST = handler(timesheetsContracts.payroll, async ({ db, session, body, params }) => {
  const ids = idsFrom(body, { id: params.id ? idParam(params.id, 'timesheet') : undefined });
  const result = await exportToPayroll(session, await scopeOf(db, session), ids, body.type);
  return { data: result, message: say('done.timesheets.exportedInBatch', { count: result.count, batch: result.batch }) };
});
