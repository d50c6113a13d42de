import { handler } from '@/lib/http/handler';
import { jobCategoriesContracts } from '@/lib/contracts/catalog';
import { removeSkill } from '@/lib/catalog/job-category-service';

export const DELETE = handler(jobCategoriesContracts.removeSkill, async ({ session, params }) => ({
  data: await removeSkill(session, params.id, params.skillId),
}));
