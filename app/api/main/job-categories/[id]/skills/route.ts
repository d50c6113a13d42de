import { handler } from '@/lib/api/handler';
import { addSkill } from '@/lib/catalog/job-category-service';
import { skillBody } from '@/lib/catalog/schema';

/** Answers the category with its skills, so the chips redraw from one response. */
export const POST = handler({ route: '/admin-settings', body: skillBody }, async ({ session, params, body }) =>
  ({ data: await addSkill(session, params.id, body.name) }));
