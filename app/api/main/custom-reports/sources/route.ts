import { handler } from '@/lib/http/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { sourcesOf } from '@/lib/custom-reports/page-data';

/** The source catalogue (fields, filters) and the tenant's filter values. */
export const GET = handler(customReportsContracts.sources, async ({ db, session }) => ({ data: await sourcesOf(db, session.tenantId) }));
