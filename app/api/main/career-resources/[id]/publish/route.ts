import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { setPublished } from '@/lib/career-resources/resource-service';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';

export const POST = handler(careerResourcesContracts.publish, async ({ db, session, params }) => ({
  data: await setPublished(db, session, params.id, true),
  message: say('done.careerResources.published'),
}));
