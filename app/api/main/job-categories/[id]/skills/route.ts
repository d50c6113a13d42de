import { handler } from '@/lib/http/handler';
import { jobCategoriesContracts } from '@/lib/contracts/catalog';
import { addSkill } from '@/lib/catalog/job-category-service';

/** Answers the category with its skills, so the chips redraw from one response. */
export const POST = handler(jobCategoriesContracts.addSkill, async ({ session, params, body }) => ({
  data: await addSkill(session, params.id, body.name),
}));
