import { handler } from '@/lib/http/handler';
import { jobsContracts } from '@/lib/contracts/jobs';
import { listCategories } from '@/lib/jobs/queries';

/** Job categories in use, for the list filter. */
export const GET = handler(jobsContracts.categories, async ({ db, session }) => {
  const data = await listCategories(db, session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});
