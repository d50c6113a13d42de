import { handler } from '@/lib/api/handler';
import { findReport } from '@/lib/custom-reports/queries';
import { reportInput } from '@/lib/custom-reports/schema';
import { deleteReport, updateReport } from '@/lib/custom-reports/service';
import { db } from '@/lib/db/client';

export const GET = handler({ route: '/admin-settings' }, async ({ session, params }) => ({ data: await findReport(db(), session.tenantId, params.id) }));

export const PUT = handler({ route: '/admin-settings', body: reportInput }, async ({ session, params, body }) =>
  ({ data: await updateReport(session, params.id, body), message: 'Report saved' }));

export const DELETE = handler({ route: '/admin-settings' }, async ({ session, params }) =>
  ({ data: await deleteReport(session, params.id), message: 'Report deleted' }));
