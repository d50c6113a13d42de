import { handler } from '@/lib/api/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { exportReport } from '@/lib/custom-reports/run';

/** The whole saved report as a streamed CSV download. */
export const GET = handler(customReportsContracts.exportCsv, async ({ session, params }) => exportReport(session, params.id));
