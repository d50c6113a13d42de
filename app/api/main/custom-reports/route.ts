import { say } from '@/lib/errors';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { listReports } from '@/lib/custom-reports/queries';
import { createReport } from '@/lib/custom-reports/service';
import { db } from '@/lib/db/client';

/** The tenant's saved reports, by name. */
export const GET = handler(customReportsContracts.list, async ({ session }) => {
  const rows = await listReports(db(), session.tenantId);
  return listResponse(rows, rows.length);
});

export const POST = handler(customReportsContracts.create, async ({ session, body }) => ({
  data: await createReport(session, body),
  message: say('done.customReports.saved'),
}));
