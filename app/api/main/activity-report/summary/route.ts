import { activityReportContracts } from '@/lib/contracts/activity-report';
import { activitySummary, reportScope } from '@/lib/activity-report/queries';
import { handler } from '@/lib/http/handler';
import { requestTimeZone } from '@/lib/schema-kit/timezone';

/** GET the activity report: totals, previous-period totals, the zero-filled series and the breakdowns. */
export const GET = handler(activityReportContracts.summary, async ({ session, query, req }) => ({
  data: await activitySummary(await reportScope(session.tenantId, requestTimeZone(req.headers), query)),
}));
