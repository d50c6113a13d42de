import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listReports } from '@/lib/custom-reports/queries';
import { reportInput } from '@/lib/custom-reports/schema';
import { createReport } from '@/lib/custom-reports/service';
import { db } from '@/lib/db/client';

/** The tenant's saved reports, by name. */
export const GET = handler({ route: '/admin-settings' }, async ({ session }) => {
  const rows = await listReports(db(), session.tenantId);
  return listResponse(rows, rows.length);
});

export const POST = handler({ route: '/admin-settings', body: reportInput }, async ({ session, body }) =>
  ({ data: await createReport(session, body), message: 'Report saved' }));
