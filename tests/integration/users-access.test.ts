import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as resendRoute from '@/app/api/users/users/[id]/resend-invite/route';
import * as usersRoute from '@/app/api/users/users/route';
import { db } from '@/lib/db/client';
import { mailbox } from '@/lib/db/schema';
import { demoSessions } from './fixtures';
import { call, expectError, userByEmail } from './helpers';
import { acceptInvite, freshEmail, invite, invited, patchUser, USERS } from './users-fixtures';

const demo = demoSessions(['admin', 'recruiter', 'contact']);

const resend = (token: string, id: string) => call(resendRoute.POST, 'POST', `${USERS}/${id}/resend-invite`, { token, params: { id } });

describe('resend invite', () => {
  it('mails a new link, at most 5 per user per 15 minutes', async () => {
    const user = await invited(demo.admin);
    const before = await db().select({ id: mailbox.id }).from(mailbox).where(eq(mailbox.to, user.email));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(demo.admin, user._id)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const after = await db().select({ id: mailbox.id }).from(mailbox).where(eq(mailbox.to, user.email));
    expect(after.length).toBe(before.length + 5);
    await acceptInvite(user.email);
  });

  it("answers 404 for another tenant's user", async () => {
    const { user: globexUser } = await userByEmail('recruiter@globex.test');
    await expectError(await resend(demo.admin, globexUser.id), 404, 'not_found');
  });
});

describe('access', () => {
  it('is for Super Admins and Company Admins only (403), and needs a session (401)', async () => {
    await expectError(await call(usersRoute.GET, 'GET', USERS, { token: demo.recruiter }), 403, 'forbidden');
    await expectError(await call(usersRoute.GET, 'GET', USERS, { token: demo.contact }), 403, 'forbidden');
    await expectError(await invite(demo.recruiter, { email: freshEmail(), username: 'X', role: 'recruiter' }), 403, 'forbidden');
    await expectError(await call(usersRoute.GET, 'GET', USERS), 401, 'unauthorized_access');
    await expectError(await invite('', { email: freshEmail(), username: 'X', role: 'recruiter' }), 401);
    const { user } = await userByEmail('recruiter@acme.test');
    await expectError(await patchUser(demo.recruiter, user.id, { username: 'Me' }), 403, 'forbidden');
    await expectError(await resend(demo.recruiter, user.id), 403, 'forbidden');
  });
});
