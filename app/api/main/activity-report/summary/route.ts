import { activityReportContracts } from '@/lib/contracts/activity-report';
import { activitySummary, reportScope } from '@/lib/activity-report/queries';
import { handler } from '@/lib/http/handler';
import { readerTimeZone } from '@/lib/settings/reader-zone';

/**
 * GET the activity report: totals, previous-period totals, the zero-filled series and the breakdowns, with days
 * on the reader's clock (her chosen zone, else the tenant's; never the request's X-Timezone: issue 22 item 2).
 */
export const GET = handler(activityReportContracts.summary, async ({ db, session, query }) => ({
  data: await activitySummary(db, await reportScope(db, session.tenantId, await readerTimeZone(db, session), query)),
}));
