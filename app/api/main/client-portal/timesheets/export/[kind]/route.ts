import { requestLocale } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { exportResponse } from '@/lib/timesheet-exports/export-route';
import { scopeOf } from '@/lib/timesheets/scope';

/** POST export/csv | paychex-csv | pdf-condensed | custom, for the selected ids or a filter. */
export const POST = handler(timesheetsContracts.export, async ({ session, params, body, req }) =>
  exportResponse(session, await scopeOf(session), params.kind, body, requestLocale(req)),
);
