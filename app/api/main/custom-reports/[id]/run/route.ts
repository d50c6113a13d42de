import { handler } from '@/lib/api/handler';
import { runReport } from '@/lib/custom-reports/run';
import { runQuery } from '@/lib/custom-reports/schema';

/** One page of a saved report's rows: {data, meta:{totalItems,total,page,per_page}}. */
export const GET = handler({ route: '/admin-settings', query: runQuery }, async ({ session, params, query }) => runReport(session, params.id, query));
