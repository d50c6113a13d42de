import { handler } from '@/lib/http/handler';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { listPublished } from '@/lib/career-resources/queries';

/**
 * What the candidates' mobile app shows: published resources in category order, then resource order.
 * Staff roles (the app's tokens are accepted through the Authorization header).
 */
export const GET = handler(careerResourcesContracts.published, async ({ db, session }) => {
  const data = await listPublished(db, session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});
