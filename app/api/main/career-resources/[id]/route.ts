import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { getResource } from '@/lib/career-resources/queries';
import { deleteResource, updateResource } from '@/lib/career-resources/resource-service';

export const GET = handler(careerResourcesContracts.get, async ({ db, session, params }) => ({
  data: await getResource(db, session.tenantId, params.id),
}));

export const PATCH = handler(careerResourcesContracts.update, async ({ db, session, params, body }) => ({
  data: await updateResource(db, session, params.id, body),
  message: say('done.careerResources.saved'),
}));

export const DELETE = handler(careerResourcesContracts.remove, async ({ db, session, params }) => {
  await deleteResource(db, session, params.id);
  return { data: null, message: say('done.careerResources.deleted') };
});
