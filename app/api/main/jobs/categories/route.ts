import { handler } from '@/lib/http/handler';
import { jobsContracts } from '@/lib/contracts/jobs';
import { listCategories } from '@/lib/jobs/queries';

/** Job categories in use, for the list filter. */
export const GET = handler(jobsContracts.categories, async ({ session }) => {
  const data = await listCategories(session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});
