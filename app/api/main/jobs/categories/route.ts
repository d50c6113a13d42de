import { handler } from '@/lib/api/handler';
import { listCategories } from '@/lib/jobs/queries';

/** Job categories in use, for the list filter. */
export const GET = handler({ route: '/jobs-v2' }, async ({ session }) => {
  const data = await listCategories(session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});
