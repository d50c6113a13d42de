import { handler } from '@/lib/http/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { exportReport } from '@/lib/custom-reports/run';
import { requestLocale } from '@/lib/settings/localized-labels';

/** The whole saved report as a streamed CSV download, in the reader's language (seeded status names). */
export const GET = handler(customReportsContracts.exportCsv, async ({ db, session, req, params }) =>
  exportReport(db, session, params.id, requestLocale(req, session.locale)),
);
