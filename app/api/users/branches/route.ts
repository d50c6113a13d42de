import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { createBranch, listBranches } from '@/lib/users/branches';
import { usersContracts } from '@/lib/contracts/users';
import { listed } from '@/lib/users/route';

export const GET = handler(usersContracts.branches, async ({ db, session, query }) =>
  listed(await listBranches(db, session.tenantId, query.include_archived)),
);

export const POST = handler(usersContracts.createBranch, async ({ session, body }) =>
  created({ data: await createBranch(session, body), message: say('done.users.branch.created') }),
);
