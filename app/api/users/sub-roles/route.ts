import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { listed } from '@/lib/users/route';
import { createSubRole, listSubRoles } from '@/lib/users/sub-roles';

export const GET = handler(usersContracts.subRoles, async ({ db, session, query }) =>
  listed(await listSubRoles(db, session.tenantId, query.include_archived)),
);

export const POST = handler(usersContracts.createSubRole, async ({ session, body }) =>
  created({ data: await createSubRole(session, body), message: say('done.users.subRole.created') }),
);
