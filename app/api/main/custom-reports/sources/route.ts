import { handler } from '@/lib/api/handler';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { sourcesPayload } from '@/lib/custom-reports/queries';
import { db } from '@/lib/db/client';

/** The source catalogue (fields, filters) and the tenant's filter values. */
export const GET = handler(customReportsContracts.sources, async ({ session }) => ({ data: await sourcesPayload(db(), session.tenantId) }));
