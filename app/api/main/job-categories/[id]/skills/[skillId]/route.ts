import { handler } from '@/lib/api/handler';
import { removeSkill } from '@/lib/catalog/job-category-service';

export const DELETE = handler({ route: '/admin-settings' }, async ({ session, params }) =>
  ({ data: await removeSkill(session, params.id, params.skillId) }));
