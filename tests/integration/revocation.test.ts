import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as candidatesRoute from '@/app/api/candidates/candidates/route';
import * as issueRoute from '@/app/api/main/client-portal/app-token/route';
import * as revokeRoute from '@/app/api/main/client-portal/app-token/revoke/route';
import * as verifyRoute from '@/app/api/main/client-portal/app-token/verify/route';
import * as everywhereRoute from '@/app/api/main/client-portal/logout/everywhere/route';
import * as logoutRoute from '@/app/api/main/client-portal/logout/route';
import * as subRoleItem from '@/app/api/users/sub-roles/[id]/route';
import * as subRolesRoute from '@/app/api/users/sub-roles/route';
import { lookupSession } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { contactProfiles, sessions, subRoles, tenants, users } from '@/lib/db/schema';
import type { SubRoleRow } from '@/lib/users/schema';
import { cleanUp, permissionWorld, portalContact, setPermissions, type PermissionWorld } from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json, signIn } from './helpers';
import { acceptInvite, invited, type One, patchUser, unique } from './users-fixtures';

/**
 * Issue 24 item 3: a revocation holds on every app instance at once. Two instances cannot run in one
 * process, so this proves the mechanism they rely on: nothing about a session or an app token is kept in
 * process memory. Each case reads the session (as a warm cache would have kept it), makes the change
 * through its own path, and the very next lookup and app-token verify refuse, with no wait. The writes
 * made straight to the database stand for another instance: this process's code never hears of them.
 */
const demo = demoSessions(['admin']);

const issue = async (session: string): Promise<string> => {
  const res = await call(issueRoute.POST, 'POST', '/api/main/client-portal/app-token', { token: session });
  const body = await json<{ data: { token: string } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.token;
};
const verify = (token: string) => call(verifyRoute.POST, 'POST', '/api/main/client-portal/app-token/verify', { body: { token } });
const verifies = async (token: string) => (await verify(token)).status === 200;
const refusedAsRevoked = async (token: string) => expectError(await verify(token), 401, 'token_revoked');
const sessionLive = async (session: string) => (await lookupSession(session)).ok;

/** A fresh recruiter of acme, signed in: her id, her session and an app token issued through it (both checked live). */
async function freshRecruiter(label: string) {
  const user = await invited(demo.admin, { username: unique(label), role: 'recruiter' });
  const session = await acceptInvite(user.email);
  const app = await issue(session);
  expect(await sessionLive(session)).toBe(true);
  expect(await verifies(app)).toBe(true);
  return { id: user._id, email: user.email, session, app };
}

describe('revocation at once, on every instance', () => {
  it('sign-out: the session and the app tokens issued through it are refused by the very next request; her other session is not', async () => {
    const her = await freshRecruiter('Signs out');
    const other = await signIn(her.email, 'acme');
    const otherApp = await issue(other);
    const out = await call(logoutRoute.POST, 'POST', '/api/main/client-portal/logout', { token: her.session, auth: 'bearer' });
    expect(out.status).toBe(200);
    expect(await sessionLive(her.session)).toBe(false);
    await refusedAsRevoked(her.app);
    // Signing out one device leaves the others (and their apps) signed in.
    expect(await sessionLive(other)).toBe(true);
    expect(await verifies(otherApp)).toBe(true);
  });

  it('sign-out everywhere: every session and every app token of hers is refused by the very next request', async () => {
    const her = await freshRecruiter('Signs out everywhere');
    const other = await signIn(her.email, 'acme');
    const otherApp = await issue(other);
    const res = await call(everywhereRoute.POST, 'POST', '/api/main/client-portal/logout/everywhere', {
      token: her.session,
      auth: 'bearer',
    });
    const body = await json<{ message: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/session=;/);
    for (const session of [her.session, other]) expect(await sessionLive(session)).toBe(false);
    for (const app of [her.app, otherApp]) await refusedAsRevoked(app);
    await expectError(
      await call(everywhereRoute.POST, 'POST', '/api/main/client-portal/logout/everywhere', { token: other, auth: 'bearer' }),
      401,
    );
  });

  it('deactivation: refused at once, and still refused after reactivation (the token version moved)', async () => {
    const her = await freshRecruiter('Deactivated');
    expect((await patchUser(demo.admin, her.id, { active: false })).status).toBe(200);
    expect(await sessionLive(her.session)).toBe(false);
    await refusedAsRevoked(her.app);
    expect((await patchUser(demo.admin, her.id, { active: true })).status).toBe(200);
    await refusedAsRevoked(her.app);
    expect(await sessionLive(her.session)).toBe(false);
  });

  it('role change: refused at once, and a token of the old role stays refused when the role comes back', async () => {
    const her = await freshRecruiter('Promoted');
    expect((await patchUser(demo.admin, her.id, { role: 'company_admin' })).status).toBe(200);
    expect(await sessionLive(her.session)).toBe(false);
    await refusedAsRevoked(her.app);
    expect((await patchUser(demo.admin, her.id, { role: 'recruiter' })).status).toBe(200);
    await refusedAsRevoked(her.app);
  });

  it('sub-role and its permissions: the very next request is judged by the new ones, and earlier app tokens are refused', async () => {
    const her = await freshRecruiter('Narrowed');
    const candidates = () => call(candidatesRoute.GET, 'GET', '/api/candidates/candidates', { token: her.session });
    expect((await candidates()).status).toBe(200);
    const created = await call(subRolesRoute.POST, 'POST', '/api/users/sub-roles', {
      token: demo.admin,
      body: { name: unique('No candidates'), role: 'recruiter', permissions: ['/timesheets'] },
    });
    const sub = (await json<One<SubRoleRow>>(created)).data;
    expect(created.status).toBe(201);

    expect((await patchUser(demo.admin, her.id, { sub_role_id: sub._id })).status).toBe(200);
    const narrowed = await lookupSession(her.session);
    expect(narrowed.ok && narrowed.session.subRole?.id).toBe(sub._id);
    await expectError(await candidates(), 403);
    await refusedAsRevoked(her.app);

    const app = await issue(her.session);
    expect(await verifies(app)).toBe(true);
    const widened = await call(subRoleItem.PATCH, 'PATCH', `/api/users/sub-roles/${sub._id}`, {
      token: demo.admin,
      params: { id: sub._id },
      body: { permissions: ['/timesheets', '/candidates'] },
    });
    expect(widened.status).toBe(200);
    expect((await candidates()).status).toBe(200);
    await refusedAsRevoked(app);
  });

  it('explicit app-token revocation: every earlier app token is refused, the portal session stays, a new token verifies', async () => {
    const her = await freshRecruiter('Revokes');
    const second = await issue(her.session);
    const res = await call(revokeRoute.POST, 'POST', '/api/main/client-portal/app-token/revoke', { token: her.session, auth: 'bearer' });
    const body = await json<{ message: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message.length).toBeGreaterThan(0);
    await refusedAsRevoked(her.app);
    await refusedAsRevoked(second);
    expect(await sessionLive(her.session)).toBe(true);
    expect(await verifies(await issue(her.session))).toBe(true);
    await expectError(await call(revokeRoute.POST, 'POST', '/api/main/client-portal/app-token/revoke'), 401);
  });

  it('a change written by another instance (straight to the database) is refused by the next lookup and verify', async () => {
    const signedOut = await freshRecruiter('Elsewhere out');
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, signedOut.id));
    expect(await sessionLive(signedOut.session)).toBe(false);
    await refusedAsRevoked(signedOut.app);

    const deactivated = await freshRecruiter('Elsewhere off');
    await db().update(users).set({ active: false }).where(eq(users.id, deactivated.id));
    expect(await sessionLive(deactivated.session)).toBe(false);
    await refusedAsRevoked(deactivated.app);

    const promoted = await freshRecruiter('Elsewhere role');
    await db()
      .update(users)
      .set({ roleId: 2 })
      .where(and(eq(users.id, promoted.id), eq(users.roleId, 3)));
    const found = await lookupSession(promoted.session);
    expect(found.ok && found.session.role).toBe('company_admin');
    await refusedAsRevoked(promoted.app);
  });

  it('a session read again only when its version moved: kept while nothing changed, re-read after any change it holds', async () => {
    const her = await freshRecruiter('Kept');
    const first = await lookupSession(her.session);
    const again = await lookupSession(her.session);
    // The same object: the probe found the version unchanged, so the five-table read did not run again.
    expect(first.ok && again.ok && again.session === first.session).toBe(true);

    // Written straight to the database, as another instance would: the triggers move her version.
    await db().update(users).set({ username: 'Renamed elsewhere' }).where(eq(users.id, her.id));
    const renamed = await lookupSession(her.session);
    expect(renamed.ok && renamed.session.username).toBe('Renamed elsewhere');

    const [tenant] = await db().select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.slug, 'acme'));
    try {
      await db().update(tenants).set({ name: 'Acme renamed elsewhere' }).where(eq(tenants.id, tenant!.id));
      const moved = await lookupSession(her.session);
      expect(moved.ok && moved.session.tenantName).toBe('Acme renamed elsewhere');
    } finally {
      await db().update(tenants).set({ name: tenant!.name }).where(eq(tenants.id, tenant!.id));
    }

    const sub = (
      await json<One<SubRoleRow>>(
        await call(subRolesRoute.POST, 'POST', '/api/users/sub-roles', {
          token: demo.admin,
          body: { name: unique('Elsewhere'), role: 'recruiter', permissions: ['/timesheets'] },
        }),
      )
    ).data;
    expect((await patchUser(demo.admin, her.id, { sub_role_id: sub._id })).status).toBe(200);
    await db()
      .update(subRoles)
      .set({ permissions: ['/timesheets', '/candidates'] })
      .where(eq(subRoles.id, sub._id));
    const widened = await lookupSession(her.session);
    expect(widened.ok && widened.session.subRole?.permissions).toEqual(['/timesheets', '/candidates']);
  });

  it('a token whose session, user or tenant does not match is refused (no 500)', async () => {
    const her = await freshRecruiter('Mismatch');
    await db().delete(sessions).where(eq(sessions.userId, her.id));
    await refusedAsRevoked(her.app);
    await expectError(await verify('not-a-token'), 401, 'invalid_token');
  });
});

describe("a Company Contact's switches", () => {
  let world: PermissionWorld | undefined;
  beforeAll(async () => {
    world = await permissionWorld(demo.admin, 'acme');
  });
  afterAll(() => cleanUp(world));

  it('apply to her very next request; her app tokens are refused once a switch changes, not when it is saved unchanged', async () => {
    const contact = await portalContact(world!, demo.admin, 'switches', [world!.sites[0]], { approveTimesheets: true });
    const app = await issue(contact.token);
    await setPermissions(demo.admin, contact.contactId, { approveTimesheets: true });
    expect(await verifies(app)).toBe(true);

    await setPermissions(demo.admin, contact.contactId, { approveTimesheets: false });
    const found = await lookupSession(contact.token);
    expect(found.ok && found.session.permissions.approveTimesheets).toBe(false);
    await refusedAsRevoked(app);

    // Another instance saving the switch (straight to the database) is read by the next lookup too.
    await db()
      .update(contactProfiles)
      .set({ settings: sql`${contactProfiles.settings} || '{"approveTimesheets": true}'::jsonb` })
      .where(eq(contactProfiles.contactId, contact.contactId));
    const reread = await lookupSession(contact.token);
    expect(reread.ok && reread.session.permissions.approveTimesheets).toBe(true);

    const later = await issue(contact.token);
    await setPermissions(demo.admin, contact.contactId, { portal_access: false });
    expect(await sessionLive(contact.token)).toBe(false);
    await refusedAsRevoked(later);
  });
});
