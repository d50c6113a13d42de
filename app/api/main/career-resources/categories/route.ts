import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { createCategory } from '@/lib/career-resources/category-service';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { listCategories } from '@/lib/career-resources/queries';

export const GET = handler(careerResourcesContracts.categories, async ({ db, session }) => {
  const data = await listCategories(db, session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler(careerResourcesContracts.createCategory, async ({ session, body }) =>
  created({ data: await createCategory(session, body), message: say('done.careerResources.categoryCreated') }),
);
