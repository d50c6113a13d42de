import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { createRegion, listRegions } from '@/lib/users/regions';
import { listed } from '@/lib/users/route';

export const GET = handler(usersContracts.regions, async ({ db, session, query }) =>
  listed(await listRegions(db, session.tenantId, query.include_archived)),
);

export const POST = handler(usersContracts.createRegion, async ({ session, body }) =>
  created({ data: await createRegion(session, body), message: say('done.users.region.created') }),
);
