import { say } from '@/lib/errors';
import { handler } from '@/lib/api/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { findReport } from '@/lib/custom-reports/queries';
import { deleteReport, updateReport } from '@/lib/custom-reports/service';
import { db } from '@/lib/db/client';

export const GET = handler(customReportsContracts.get, async ({ session, params }) => ({
  data: await findReport(db(), session.tenantId, params.id),
}));

export const PUT = handler(customReportsContracts.update, async ({ session, params, body }) => ({
  data: await updateReport(session, params.id, body),
  message: say('done.customReports.saved'),
}));

export const DELETE = handler(customReportsContracts.remove, async ({ session, params }) => ({
  data: await deleteReport(session, params.id),
  message: say('done.customReports.deleted'),
}));
