import { handler } from '@/lib/api/handler';
import { previewReport } from '@/lib/custom-reports/run';
import { reportDefinition } from '@/lib/custom-reports/schema';

/** The first 50 rows of an unsaved definition. */
export const POST = handler({ route: '/admin-settings', body: reportDefinition }, async ({ session, body }) => previewReport(session, body));
