import { handler } from '@/lib/http/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { runReport } from '@/lib/custom-reports/run';

/** One page of a saved report's rows: {data, meta:{totalItems,total,page,per_page}}. */
export const GET = handler(customReportsContracts.run, async ({ db, session, params, query }) => runReport(db, session, params.id, query));
