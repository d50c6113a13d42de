import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { listResources } from '@/lib/career-resources/queries';
import { createResource } from '@/lib/career-resources/resource-service';

/** Management list: category, state (published | draft | all) and search filters, in display order. */
export const GET = handler(careerResourcesContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listResources(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(careerResourcesContracts.create, async ({ db, session, body }) =>
  created({ data: await createResource(db, session, body), message: say('done.careerResources.created') }),
);
