import { handler } from '@/lib/http/handler';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { ApiError, say } from '@/lib/errors';
import { errorResponse } from '@/lib/http/error-response';
import { requestLocale } from '@/lib/settings/localized-labels';
import { exportResponse } from '@/lib/timesheet-exports/export-route';
import { EXPORT_RETRY_AFTER_S, exportSlots, heldWhileRead } from '@/lib/timesheet-exports/export-slots';
import { scopeOf } from '@/lib/timesheets/scope';

/**
 * POST export/csv | paychex-csv | pdf-condensed | custom, for the selected ids or a filter. Read in the language the
 * portal shows her (cookie, Accept-Language), else her saved one, as the saved-report download is. One export per
 * tenant at a time on this instance (lib/timesheet-exports/export-slots.ts): another is refused with 429 and
 * Retry-After until the first has been read or dropped.
 */
export const POST = handler(timesheetsContracts.export, async ({ db, session, params, body, req }) => {
  const slot = exportSlots().take(session.tenantId);
  if (!slot) {
    const res = await errorResponse(new ApiError(429, say('timesheets.exportRunning'), 'rate_limited'), { req });
    res.headers.set('retry-after', String(EXPORT_RETRY_AFTER_S));
    return res;
  }
  try {
    const res = await exportResponse(db, session, await scopeOf(db, session), params.kind, body, requestLocale(req, session.locale));
    if (!res.body) throw new Error('an export answered without a body');
    return new Response(heldWhileRead(res.body, slot), { status: res.status, headers: res.headers });
  } catch (err) {
    slot.release();
    throw err;
  }
});
