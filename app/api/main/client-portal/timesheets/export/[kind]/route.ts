import { handler } from '@/lib/api/handler';
import { EVERYONE } from '@/lib/auth/roles';
import { exportResponse } from '@/lib/timesheet-exports/export-route';
import { exportBody } from '@/lib/timesheets/schema';
import { scopeOf } from '@/lib/timesheets/scope';

/** POST export/csv | paychex-csv | pdf-condensed | custom, for the selected ids or a filter. */
export const POST = handler({ allow: EVERYONE, body: exportBody }, async ({ session, params, body }) =>
  exportResponse(session, await scopeOf(session), params.kind, body));
