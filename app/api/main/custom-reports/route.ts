import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { reportsOf } from '@/lib/custom-reports/page-data';
import { createReport } from '@/lib/custom-reports/service';

/** The tenant's saved reports, by name. */
export const GET = handler(customReportsContracts.list, async ({ db, session }) => {
  const rows = await reportsOf(db, session.tenantId);
  return listResponse(rows, rows.length);
});

export const POST = handler(customReportsContracts.create, async ({ db, session, body }) => ({
  data: await createReport(db, session, body),
  message: say('done.customReports.saved'),
}));
