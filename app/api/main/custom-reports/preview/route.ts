import { handler } from '@/lib/http/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { previewReport } from '@/lib/custom-reports/run';

/** The first 50 rows of an unsaved definition. */
export const POST = handler(customReportsContracts.preview, async ({ db, session, body }) => previewReport(db, session, body));
