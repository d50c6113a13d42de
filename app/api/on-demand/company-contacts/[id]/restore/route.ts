import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { restoreContact } from '@/lib/contacts/service';

export const PUT = handler({ route: '/contacts' }, async ({ session, params }) =>
  ({ data: await restoreContact(session, pathId(params, 'id', 'contact')) }));
