import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { reportOf } from '@/lib/custom-reports/page-data';
import { deleteReport, updateReport } from '@/lib/custom-reports/service';

export const GET = handler(customReportsContracts.get, async ({ db, session, params }) => ({
  data: await reportOf(db, session.tenantId, params.id),
}));

export const PUT = handler(customReportsContracts.update, async ({ db, session, params, body }) => ({
  data: await updateReport(db, session, params.id, body),
  message: say('done.customReports.saved'),
}));

export const DELETE = handler(customReportsContracts.remove, async ({ db, session, params }) => ({
  data: await deleteReport(db, session, params.id),
  message: say('done.customReports.deleted'),
}));
