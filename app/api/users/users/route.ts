import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listUsers } from '@/lib/users/queries';
import { inviteBody, userListQuery } from '@/lib/users/schema';
import { inviteUser } from '@/lib/users/service';
import { ADMIN_ROUTE } from '@/lib/users/route';

/** The tenant's users: paged, searched by name or email, filtered by role, status and branch. */
export const GET = handler({ route: ADMIN_ROUTE, query: userListQuery }, async ({ session, query }) => {
  const { data, total } = await listUsers(session.tenantId, query);
  return listResponse(data, total, query);
});

/** Invite: creates the user and mails a sign-in link. */
export const POST = handler({ route: ADMIN_ROUTE, body: inviteBody }, async ({ session, body, req }) =>
  NextResponse.json({ data: await inviteUser(session, body, req.nextUrl.origin), message: `Invitation sent to ${body.email}` }, { status: 201 }));
