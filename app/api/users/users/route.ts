import { requestLocale } from '@/lib/http/error-response';
import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { usersContracts } from '@/lib/contracts/users';
import { listUsers } from '@/lib/users/queries';
import { inviteUser } from '@/lib/users/service';

/** The tenant's users: paged, searched by name or email, filtered by role, status and branch. */
export const GET = handler(usersContracts.users, async ({ db, session, query }) => {
  const { data, total } = await listUsers(db, session.tenantId, query);
  return listResponse(data, total, query);
});

/** Invite: creates the user and mails a sign-in link. */
export const POST = handler(usersContracts.invite, async ({ session, body, req }) =>
  created({
    data: await inviteUser(session, body, req.nextUrl.origin, requestLocale(req)),
    message: say('done.users.invitationSent', { email: body.email }),
  }),
);
