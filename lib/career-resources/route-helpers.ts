import 'server-only';
import { handler } from '@/lib/api/handler';
import { careerResourcesContracts } from './contract';
import { setPublished } from './resource-service';

/** POST /api/main/career-resources/{id}/publish and /unpublish differ only in the flag. */
export const publishRoute = (contract: typeof careerResourcesContracts.publish | typeof careerResourcesContracts.unpublish, published: boolean) =>
  handler(contract, async ({ session, params }) =>
    ({ data: await setPublished(session, params.id, published), message: published ? 'Resource published' : 'Resource unpublished' }));
