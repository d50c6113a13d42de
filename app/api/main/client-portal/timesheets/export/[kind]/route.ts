import { handler } from '@/lib/http/handler';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { requestLocale } from '@/lib/settings/localized-labels';
import { exportResponse } from '@/lib/timesheet-exports/export-route';
import { scopeOf } from '@/lib/timesheets/scope';

/**
 * POST export/csv | paychex-csv | pdf-condensed | custom, for the selected ids or a filter. Read in the language the
 * portal shows her (cookie, Accept-Language), else her saved one, as the saved-report download is.
 */
export const POST = handler(timesheetsContracts.export, async ({ session, params, body, req }) =>
  exportResponse(session, await scopeOf(session), params.kind, body, requestLocale(req, session.locale)),
);
