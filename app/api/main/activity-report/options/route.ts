import { activityReportContracts } from '@/lib/contracts/activity-report';
import { reportOptions } from '@/lib/activity-report/queries';
import { handler } from '@/lib/http/handler';

/** GET the choices of the report's filters: the tenant's client companies and users. */
export const GET = handler(activityReportContracts.options, async ({ db, session }) => ({
  data: await reportOptions(db, session.tenantId),
}));
