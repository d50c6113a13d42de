import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as clientUser from '@/app/api/main/client-portal/user/route';
import * as branchesRoute from '@/app/api/users/branches/route';
import * as resendRoute from '@/app/api/users/users/[id]/resend-invite/route';
import * as usersRoute from '@/app/api/users/users/route';
import { db } from '@/lib/db/client';
import { companies, contacts, mailbox, users } from '@/lib/db/schema';
import type { UserRow } from '@/lib/users/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json, userByEmail } from './helpers';
import { signInAs, tenantBySlug, type ListBody } from './time-helpers';
import { acceptInvite, freshEmail, invite, invited, type One, patchUser, unique, USERS } from './users-fixtures';

const demo = demoSessions(['superadmin', 'admin'], ['admin']);

const list = async (token: string, query = '') => {
  const res = await call(usersRoute.GET, 'GET', `${USERS}${query}`, { token });
  const body = await json<ListBody<UserRow>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};
const resend = (token: string, id: string) => call(resendRoute.POST, 'POST', `${USERS}/${id}/resend-invite`, { token, params: { id } });
const me = (token: string) => call(clientUser.GET, 'GET', '/api/main/client-portal/user', { token });

describe('invite', () => {
  it('creates the user, mails a sign-in link, and the link signs the new user in', async () => {
    const email = freshEmail('Invitee');
    const row = await invited(demo.admin, { email, username: 'Ivy Invitee', role: 'recruiter' });
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      username: 'Ivy Invitee',
      role: 'recruiter',
      role_id: 3,
      active: true,
      invited: true,
      is_contact: false,
      sub_role: null,
    });
    const mail = (await db().select().from(mailbox).where(eq(mailbox.to, email.toLowerCase())).orderBy(desc(mailbox.id)).limit(1))[0]!;
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toMatch(/\/acme\/login\?token=[A-Za-z0-9_-]{43}/);
    const session = await acceptInvite(email.toLowerCase());
    const details = await json<One<{ _id: string; role: string }>>(await me(session));
    expect(details.data).toMatchObject({ _id: row._id, role: 'recruiter' });
    const after = (await list(demo.admin, `?search=${encodeURIComponent(email)}`)).data[0]!;
    expect(after.invited).toBe(false);
    expect(after.last_login_at).not.toBeNull();
  });

  it('refuses a second user with the same email (409), in any letter case', async () => {
    const email = freshEmail('dup');
    await invited(demo.admin, { email });
    const body = await expectError(
      await invite(demo.admin, { email: email.toUpperCase(), username: 'Again', role: 'recruiter' }),
      409,
      'conflict',
    );
    expect(body.message).toBe('A user with this email already exists');
  });

  it('lets only a Super Admin invite a Super Admin (403 for a Company Admin)', async () => {
    const body = await expectError(
      await invite(demo.admin, { email: freshEmail(), username: 'Would-be owner', role: 'super_admin' }),
      403,
      'forbidden',
    );
    expect(body.message).toMatch(/Super Admin/);
    const row = await invited(demo.superadmin, { role: 'super_admin' });
    expect(row.role).toBe('super_admin');
  });

  it('links a Company Contact to a contact of the tenant, and only then', async () => {
    const tenant = await tenantBySlug('acme');
    const company = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenant.id)).limit(1))[0]!;
    const email = freshEmail('site');
    const c = (
      await db()
        .insert(contacts)
        .values({ tenantId: tenant.id, companyId: company.id, firstName: 'Sia', lastName: 'Site', email })
        .returning()
    )[0]!;
    await expectError(await invite(demo.admin, { email, username: 'Sia Site', role: 'company_contact' }), 400, 'bad_request');
    await expectError(
      await invite(demo.admin, { email: freshEmail(), username: 'Staff', role: 'recruiter', contact_id: c.id }),
      400,
      'bad_request',
    );
    await expectError(
      await invite(demo.admin, { email: freshEmail(), username: 'Other mail', role: 'company_contact', contact_id: c.id }),
      400,
      'bad_request',
    );
    const row = await invited(demo.admin, { email, username: 'Sia Site', role: 'company_contact', contact_id: c.id } as never);
    expect(row).toMatchObject({ role: 'company_contact', is_contact: true, contact_id: c.id });
    // A contact has one portal user.
    await expectError(await invite(demo.admin, { email, username: 'Twice', role: 'company_contact', contact_id: c.id }), 409, 'conflict');
    const globexContact = (
      await db()
        .select({ id: contacts.id, email: contacts.email })
        .from(contacts)
        .innerJoin(users, eq(users.contactId, contacts.id))
        .where(eq(users.email, 'contact@globex.test'))
        .limit(1)
    )[0]!;
    await expectError(
      await invite(demo.admin, { email: globexContact.email, username: 'Foreign', role: 'company_contact', contact_id: globexContact.id }),
      400,
    );
  });

  it('rejects bad input with 400 and a message', async () => {
    await expectError(await invite(demo.admin, { email: 'not-an-email', username: 'X', role: 'recruiter' }), 400, 'bad_request');
    await expectError(await invite(demo.admin, { email: freshEmail(), username: '', role: 'recruiter' }), 400, 'bad_request');
    await expectError(await invite(demo.admin, { email: freshEmail(), username: 'X', role: 'overlord' }), 400, 'bad_request');
    await expectError(
      await invite(demo.admin, { email: freshEmail(), username: 'X', role: 'recruiter', branch_id: 'nope' }),
      400,
      'bad_request',
    );
    await expectError(
      await invite(demo.admin, { email: freshEmail(), username: 'X', role: 'recruiter', sub_role_id: crypto.randomUUID() }),
      400,
      'bad_request',
    );
    await expectError(await call(usersRoute.POST, 'POST', USERS, { token: demo.admin, rawBody: '{"email":' }), 400);
    await expectError(await call(usersRoute.GET, 'GET', `${USERS}?status=gone`, { token: demo.admin }), 400, 'bad_request');
    await expectError(await call(usersRoute.GET, 'GET', `${USERS}?per_page=1000`, { token: demo.admin }), 400, 'bad_request');
  });
});

describe('list', () => {
  it('pages, searches by name or email and filters by role and status', async () => {
    const tag = unique('Findme').replace(' ', '');
    const a = await invited(demo.admin, { username: `${tag} Alpha`, role: 'recruiter' });
    const b = await invited(demo.admin, { username: `${tag} Beta`, role: 'company_admin' });
    await patchUser(demo.admin, b._id, { active: false });
    const all = await list(demo.admin, `?search=${tag}`);
    expect(all.data.map((u) => u._id)).toEqual([a._id, b._id]);
    expect(all.meta).toMatchObject({ totalItems: 2, total: 2, page: 1, per_page: 25 });
    expect((await list(demo.admin, `?search=${tag}&role=company_admin`)).data.map((u) => u._id)).toEqual([b._id]);
    expect((await list(demo.admin, `?search=${tag}&status=active`)).data.map((u) => u._id)).toEqual([a._id]);
    expect((await list(demo.admin, `?search=${tag}&status=inactive`)).data.map((u) => u._id)).toEqual([b._id]);
    const paged = await list(demo.admin, `?search=${tag}&per_page=1&page=2`);
    expect(paged.data.map((u) => u._id)).toEqual([b._id]);
    expect(paged.meta.totalItems).toBe(2);
    expect((await list(demo.admin, `?search=${encodeURIComponent(a.email)}`)).data.map((u) => u._id)).toEqual([a._id]);
  });

  it('sorts by name, role, branch or last sign-in, either way, with no branch and never signed in last', async () => {
    const tag = unique('Sortme').replace(' ', '');
    const branch = async (name: string) => {
      const res = await call(branchesRoute.POST, 'POST', '/api/users/branches', { token: demo.admin, body: { name: unique(name) } });
      expect(res.status).toBe(201);
      return (await json<One<{ _id: string }>>(res)).data._id;
    };
    const [north, south] = [await branch(`${tag} Aa North`), await branch(`${tag} Zz South`)];
    const ann = await invited(demo.admin, { username: `${tag} Ann`, role: 'recruiter', branch_id: south });
    const bob = await invited(demo.admin, { username: `${tag} Bob`, role: 'company_admin' });
    const cid = await invited(demo.admin, { username: `${tag} Cid`, role: 'recruiter', branch_id: north });
    // Ann signs in, then Cid; Bob never does.
    await acceptInvite(ann.email);
    await acceptInvite(cid.email);
    const ids = async (sort: string) =>
      (await list(demo.admin, `?search=${tag}${sort ? `&sort=${sort}` : ''}`)).data.map((u) => u.username.replace(`${tag} `, ''));

    expect(await ids('')).toEqual(['Ann', 'Bob', 'Cid']);
    expect(await ids('-name')).toEqual(['Cid', 'Bob', 'Ann']);
    // Company Admin ranks before Recruiter; equal roles keep name order.
    expect(await ids('role')).toEqual(['Bob', 'Ann', 'Cid']);
    expect(await ids('-role')).toEqual(['Ann', 'Cid', 'Bob']);
    expect(await ids('branch')).toEqual(['Cid', 'Ann', 'Bob']);
    expect(await ids('-branch')).toEqual(['Ann', 'Cid', 'Bob']);
    expect(await ids('-last_login')).toEqual(['Cid', 'Ann', 'Bob']);
    expect(await ids('last_login')).toEqual(['Ann', 'Cid', 'Bob']);
    // Paging follows the sort.
    const second = await list(demo.admin, `?search=${tag}&sort=-name&per_page=1&page=2`);
    expect(second.data.map((u) => u._id)).toEqual([bob._id]);
    expect(cid.branch?._id).toBe(north);

    const bad = await call(usersRoute.GET, 'GET', `${USERS}?sort=salary`, { token: demo.admin });
    await expectError(bad, 400);
  });

  it('shows only the own tenant', async () => {
    const body = await list(demo.globexAdmin, '?search=acme.test');
    expect(body.data).toEqual([]);
  });
});

describe('update', () => {
  it('changes the role and signs the user out so the new role applies', async () => {
    const user = await invited(demo.admin, { role: 'recruiter' });
    const session = await acceptInvite(user.email);
    const res = await patchUser(demo.admin, user._id, { role: 'company_admin', username: 'Promoted Person' });
    const body = await json<One<UserRow>>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ role: 'company_admin', role_id: 2, username: 'Promoted Person' });
    await expectError(await me(session), 401, 'unauthorized_access');
  });

  it('refuses changing the own role, sub-role, or deactivating oneself (409)', async () => {
    const { user: self } = await userByEmail('admin@acme.test');
    expect((await expectError(await patchUser(demo.admin, self.id, { role: 'recruiter' }), 409, 'conflict')).message).toBe(
      'You cannot change your own role',
    );
    expect((await expectError(await patchUser(demo.admin, self.id, { active: false }), 409, 'conflict')).message).toBe(
      'You cannot deactivate yourself',
    );
    const { user: ownerRow } = await userByEmail('superadmin@acme.test');
    await expectError(await patchUser(demo.superadmin, ownerRow.id, { role: 'company_admin' }), 409, 'conflict');
    // Harmless own changes still work.
    const ok = await patchUser(demo.admin, self.id, { username: 'Alex Admin' });
    expect(ok.status).toBe(200);
  });

  it('keeps the last active Super Admin: two owners demoting each other at once leave one owner', async () => {
    const tenant = await tenantBySlug('acme');
    const second = await invited(demo.superadmin, { role: 'super_admin' });
    const secondSession = await acceptInvite(second.email);
    const { user: first } = await userByEmail('superadmin@acme.test');
    // Everyone else who is an owner now (other tests) steps down first, so these two are the last.
    const others = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.roleId, 1), eq(users.active, true)));
    for (const o of others.filter((o) => o.id !== first.id && o.id !== second._id))
      expect((await patchUser(demo.superadmin, o.id, { role: 'company_admin' })).status).toBe(200);
    const [a, b] = await Promise.all([
      patchUser(demo.superadmin, second._id, { role: 'recruiter' }),
      patchUser(secondSession, first.id, { active: false }),
    ]);
    // The loser is refused as the last owner (409), or, when the winner committed before it was even
    // authenticated, finds its own session ended (401). Never both succeed.
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.roleId, 1), eq(users.active, true)));
    expect(left).toHaveLength(1);
    // Restore the demo owner if the race went the other way.
    if (left[0]!.id !== first.id) {
      await db().update(users).set({ active: true }).where(eq(users.id, first.id));
      demo.superadmin = await signInAs('superadmin@acme.test');
    }
  });

  it('keeps a Company Admin off Super Admins (403)', async () => {
    const { user: ownerRow } = await userByEmail('superadmin@acme.test');
    expect((await expectError(await patchUser(demo.admin, ownerRow.id, { username: 'Renamed' }), 403, 'forbidden')).message).toMatch(
      /Super Admin/,
    );
    const user = await invited(demo.admin, { role: 'recruiter' });
    await expectError(await patchUser(demo.admin, user._id, { role: 'super_admin' }), 403, 'forbidden');
  });

  it('does not switch users to or from Company Contact (409)', async () => {
    const user = await invited(demo.admin, { role: 'recruiter' });
    await expectError(await patchUser(demo.admin, user._id, { role: 'company_contact' }), 409, 'conflict');
  });

  it('deactivates at once: the open session gets 401, sign-in links stop working, and reactivation restores access', async () => {
    const user = await invited(demo.admin, { role: 'recruiter' });
    const session = await acceptInvite(user.email);
    expect((await me(session)).status).toBe(200);
    const res = await patchUser(demo.admin, user._id, { active: false });
    expect((await json<One<UserRow>>(res)).data.active).toBe(false);
    await expectError(await me(session), 401, 'unauthorized_access');
    await expectError(await resend(demo.admin, user._id), 409, 'conflict');
    const back = await patchUser(demo.admin, user._id, { active: true });
    expect((await json<One<UserRow>>(back)).data.active).toBe(true);
    expect((await resend(demo.admin, user._id)).status).toBe(200);
    expect((await me(await acceptInvite(user.email))).status).toBe(200);
  });

  it("answers 404 for another tenant's user and for a malformed id, 400 for bad input", async () => {
    const { user: globexUser } = await userByEmail('recruiter@globex.test');
    await expectError(await patchUser(demo.admin, globexUser.id, { username: 'Hijack' }), 404, 'not_found');
    await expectError(await patchUser(demo.admin, 'not-a-uuid', { username: 'X' }), 404, 'not_found');
    const user = await invited(demo.admin);
    await expectError(await patchUser(demo.admin, user._id, {}), 400, 'bad_request');
    await expectError(await patchUser(demo.admin, user._id, { active: 'no' }), 400, 'bad_request');
    await expectError(await patchUser(demo.admin, user._id, { branch_id: crypto.randomUUID() }), 400, 'bad_request');
  });
});
