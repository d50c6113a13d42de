import 'server-only';
import { handler } from '@/lib/api/handler';
import { setPublished } from './resource-service';

/** The screen whose permission row guards the management API (Super Admin, Company Admin). */
export const CAREER_RESOURCES_ROUTE = '/career-resources';

/** POST /api/main/career-resources/{id}/publish and /unpublish differ only in the flag. */
export const publishRoute = (published: boolean) =>
  handler({ route: CAREER_RESOURCES_ROUTE }, async ({ session, params }) =>
    ({ data: await setPublished(session, params.id, published), message: published ? 'Resource published' : 'Resource unpublished' }));
