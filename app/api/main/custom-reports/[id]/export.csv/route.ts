import { handler } from '@/lib/api/handler';
import { exportReport } from '@/lib/custom-reports/run';

/** The whole saved report as a streamed CSV download. */
export const GET = handler({ route: '/admin-settings' }, async ({ session, params }) => exportReport(session, params.id));
