import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as loginRequestV2 from '@/app/api/main/client-portal/login-request/v2/route';
import * as logout from '@/app/api/main/client-portal/logout/route';
import * as user from '@/app/api/main/client-portal/user/route';
import * as userV2 from '@/app/api/main/client-portal/user/v2/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import * as verifyLoginV2 from '@/app/api/main/client-portal/verify-login/v2/route';
import { hashToken, loginEmailMailLimit, LOGIN_REQUEST_MESSAGE } from '@/lib/auth/login';
import { englishErrors } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import { signSession } from '@/lib/auth/session-token';
import { db } from '@/lib/db/client';
import { loginTokens, mailbox, sessions, users } from '@/lib/db/schema';
import { call, expectError, json, latestLinkToken, signIn, userByEmail } from './helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

const SECRET = process.env.SESSION_SECRET!;
const request = (body: unknown, ip = '10.9.0.1') => call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', { body, ip });
/** The answer's words for a caller who names no language: English. */
const LINK_ON_ITS_WAY = renderError(LOGIN_REQUEST_MESSAGE, englishErrors);
const verify = (body: unknown, ip = '10.9.0.2') => call(verifyLogin.POST, 'POST', '/api/main/client-portal/verify-login', { body, ip });

/** A user of its own, so the limits a test drives up never block another file's sign-ins. */
async function throwawayUser(company: string): Promise<string> {
  const { tenant } = await userByEmail(`admin@${company}.test`);
  const email = `limits-${crypto.randomUUID().slice(0, 8)}@${company}.test`;
  await db().insert(users).values({ tenantId: tenant.id, email, username: 'Limit Tester', roleId: 3 });
  return email;
}

describe('POST /client-portal/login-request', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const before = (await db().select().from(mailbox)).length;
    const known = await json(await request({ email: 'Recruiter@Acme.test', company_id: 'acme' }, '10.9.1.1'));
    const unknown = await json(await request({ email: 'nobody@acme.test', company_id: 'acme' }, '10.9.1.2'));
    expect(known).toEqual({ message: LINK_ON_ITS_WAY });
    expect(unknown).toEqual(known);
    const after = await db().select().from(mailbox);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.to === 'nobody@acme.test')).toBe(false);
  });

  it('stores only a hash of the link token, valid for 15 minutes', async () => {
    await request({ email: 'admin@globex.test', company_id: 'globex' }, '10.9.1.3');
    const token = await latestLinkToken('admin@globex.test');
    const [plain] = await db().select().from(loginTokens).where(eq(loginTokens.tokenHash, token));
    expect(plain).toBeUndefined();
    const row = theRow(
      await db()
        .select()
        .from(loginTokens)
        .where(eq(loginTokens.tokenHash, hashToken(token))),
    );
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
  });

  it('rejects bad input with 400 and a message', async () => {
    await expectError(await request({ email: 'not-an-email', company_id: 'acme' }), 400, 'bad_request');
    await expectError(await request({ email: 'admin@acme.test' }), 400, 'bad_request');
    await expectError(await request({ email: 'admin@acme.test', company_id: '../etc' }), 400);
    await expectError(await call(loginRequest.POST, 'POST', '/x', { rawBody: '{"email":' }), 400);
  });

  it('answers an unknown company exactly like a known one, and mails nothing', async () => {
    const before = (await db().select().from(mailbox)).length;
    const res = await request({ email: 'admin@acme.test', company_id: 'no-such-company' }, '10.9.1.9');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: LINK_ON_ITS_WAY });
    expect((await db().select().from(mailbox)).length).toBe(before);
  });

  it('limits requests per email and address to 5 per 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await request({ email: 'superadmin@globex.test', company_id: 'globex' }, '10.9.2.1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("a stranger cannot lock someone out of their own sign-in: the victim's address still gets links", async () => {
    const email = await throwawayUser('globex');
    for (let i = 0; i < 6; i++) await request({ email, company_id: 'globex' }, '10.66.0.1');
    expect((await request({ email, company_id: 'globex' }, '10.66.0.1')).status).toBe(429);
    // The stranger's five mails used this hour's mail budget of the address (LOGIN_EMAIL_MAIL_LIMIT): an hour later,
    // the refusals of the stranger's address still do not reach the victim's.
    await db().execute(sql`delete from rate_limits where key like ${`login:email-mail:%:${email}`}`);
    const before = (await db().select().from(mailbox).where(eq(mailbox.to, email))).length;
    expect((await request({ email, company_id: 'globex' }, '10.77.0.1')).status).toBe(200);
    expect((await db().select().from(mailbox).where(eq(mailbox.to, email))).length).toBe(before + 1);
  });

  it('mails one address at most LOGIN_EMAIL_MAIL_LIMIT links an hour from all addresses together, answering as usual', async () => {
    const email = await throwawayUser('globex');
    const before = (await db().select().from(mailbox).where(eq(mailbox.to, email))).length;
    const statuses = new Set<number>();
    for (let i = 0; i < loginEmailMailLimit() + 5; i++)
      statuses.add((await request({ email, company_id: 'globex' }, `10.88.${i}.1`)).status);
    expect([...statuses]).toEqual([200]);
    const mailed = (await db().select().from(mailbox).where(eq(mailbox.to, email))).length - before;
    expect(mailed).toBeLessThanOrEqual(loginEmailMailLimit());
    expect(mailed).toBeGreaterThan(loginEmailMailLimit() - 5);
  });

  it('mails as many links an hour as LOGIN_EMAIL_MAIL_LIMIT sets (the bench raises it), no more', async () => {
    expect(loginEmailMailLimit()).toBe(5);
    // env() is parsed once per module instance: a fresh instance of the route reads the raised setting.
    vi.stubEnv('LOGIN_EMAIL_MAIL_LIMIT', '8');
    vi.resetModules();
    try {
      const raised = await import('@/app/api/main/client-portal/login-request/route');
      const email = await throwawayUser('globex');
      const before = (await db().select().from(mailbox).where(eq(mailbox.to, email))).length;
      for (let i = 0; i < 12; i++) {
        const res = await call(raised.POST, 'POST', '/api/main/client-portal/login-request', {
          body: { email, company_id: 'globex' },
          ip: `10.89.${i}.1`,
        });
        expect(res.status).toBe(200);
      }
      expect((await db().select().from(mailbox).where(eq(mailbox.to, email))).length - before).toBe(8);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('is also mounted at /v2', async () => {
    const res = await call(loginRequestV2.POST, 'POST', '/api/main/client-portal/login-request/v2', {
      body: { email: 'contact@globex.test', company_id: 'globex' },
      ip: '10.9.3.1',
    });
    expect(res.status).toBe(200);
  });
});

describe('POST /client-portal/verify-login', () => {
  it('opens a session once, sets the cookie and returns the user details', async () => {
    await request({ email: 'contact@acme.test', company_id: 'acme' }, '10.9.4.1');
    const token = await latestLinkToken('contact@acme.test');
    const res = await verify({ token, company_id: 'acme' });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    const body = await json<{ data: { token: string; user: Record<string, unknown> } }>(res);
    expect(body.data.user).toMatchObject({
      role: 'company_contact',
      role_id: 4,
      company_id: 'acme',
      firebase_env: 1,
      is_contact: true,
      username: 'Casey Contact',
    });
    expect(typeof body.data.user._id).toBe('string');

    const again = await verify({ token, company_id: 'acme' });
    await expectError(again, 400, 'invalid_token');
  });

  it('refuses an expired link', async () => {
    await request({ email: 'recruiter@globex.test', company_id: 'globex' }, '10.9.4.2');
    const token = await latestLinkToken('recruiter@globex.test');
    await db()
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.tokenHash, hashToken(token)));
    await expectError(await verify({ token, company_id: 'globex' }), 400, 'invalid_token');
  });

  it("refuses one company's link at another company", async () => {
    await request({ email: 'admin@acme.test', company_id: 'acme' }, '10.9.4.3');
    const token = await latestLinkToken('admin@acme.test');
    await expectError(await verify({ token, company_id: 'globex' }), 400, 'invalid_token');
  });

  it('rejects malformed input with 400', async () => {
    await expectError(await verify({ token: 'short', company_id: 'acme' }), 400, 'bad_request');
    await expectError(await verify({ company_id: 'acme' }), 400);
    await expectError(await verify({ token: 'x'.repeat(43) }), 400);
  });

  it('is also mounted at /v2', async () => {
    await request({ email: 'recruiter@acme.test', company_id: 'acme' }, '10.9.4.4');
    const token = await latestLinkToken('recruiter@acme.test');
    const res = await call(verifyLoginV2.POST, 'POST', '/api/main/client-portal/verify-login/v2', { body: { token, company_id: 'acme' } });
    expect(res.status).toBe(200);
  });
});

describe('GET /client-portal/user', () => {
  it('returns the user details of SPEC §3 from the cookie, a raw token or a Bearer token, at both paths', async () => {
    const jwt = await signIn('admin@acme.test');
    for (const auth of ['cookie', 'raw', 'bearer'] as const) {
      const res = await call(user.GET, 'GET', '/api/main/client-portal/user', { token: jwt, auth });
      expect(res.status).toBe(200);
      const { data } = await json<{ data: Record<string, unknown> }>(res);
      expect(Object.keys(data).sort()).toEqual(['_id', 'company_id', 'email', 'firebase_env', 'is_contact', 'role', 'role_id', 'username']);
      expect(data).toMatchObject({ role: 'company_admin', role_id: 2, company_id: 'acme', is_contact: false });
    }
    expect((await call(userV2.GET, 'GET', '/api/main/client-portal/user/v2', { token: jwt })).status).toBe(200);
  });

  it('answers 401 unauthorized_access without a session, with a tampered token and with alg none', async () => {
    await expectError(await call(user.GET, 'GET', '/u'), 401, 'unauthorized_access');
    const jwt = await signIn('recruiter@acme.test');
    const [h, p, s] = atLeast(jwt.split('.'), 3);
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...payload, role: 'super_admin' })).toString('base64url');
    await expectError(await call(user.GET, 'GET', '/u', { token: `${h}.${elevated}.${s}` }), 401, 'unauthorized_access');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    await expectError(await call(user.GET, 'GET', '/u', { token: none }), 401, 'unauthorized_access');
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
    await expectError(await call(user.GET, 'GET', '/u', { token: otherKey }), 401, 'unauthorized_access');
  });

  it('answers 401 session_expired for an expired session token', async () => {
    const { user: u, tenant } = await userByEmail('admin@globex.test');
    const sessionId = crypto.randomUUID();
    await db()
      .insert(sessions)
      .values({ id: sessionId, tenantId: tenant.id, userId: u.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const old = await signSession(
      { sessionId, userId: u.id, tenantId: tenant.id, tenantSlug: tenant.slug, role: 'company_admin' },
      SECRET,
      new Date(Date.now() - 8 * 86_400_000),
    );
    await expectError(await call(user.GET, 'GET', '/u', { token: old }), 401, 'session_expired');
  });

  it('stops accepting a session after logout and after the user is deactivated', async () => {
    const jwt = await signIn('superadmin@acme.test');
    const out = await call(logout.POST, 'POST', '/api/main/client-portal/logout', { token: jwt });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/session=;/);
    await expectError(await call(user.GET, 'GET', '/u', { token: jwt }), 401, 'unauthorized_access');

    const jwt2 = await signIn('contact@globex.test');
    const { user: u } = await userByEmail('contact@globex.test');
    await db().update(users).set({ active: false }).where(eq(users.id, u.id));
    try {
      await expectError(await call(user.GET, 'GET', '/u', { token: jwt2 }), 401, 'unauthorized_access');
    } finally {
      await db()
        .update(users)
        .set({ active: true })
        .where(and(eq(users.id, u.id)));
    }
  });

  it('logout revokes a session sent in the Authorization header, and succeeds without one', async () => {
    const jwt = await signIn('recruiter@acme.test');
    const out = await call(logout.POST, 'POST', '/api/main/client-portal/logout', { token: jwt, auth: 'bearer' });
    expect(out.status).toBe(200);
    await expectError(await call(user.GET, 'GET', '/u', { token: jwt, auth: 'bearer' }), 401, 'unauthorized_access');
    for (const token of [undefined, jwt, 'not-a-token']) {
      const again = await call(logout.POST, 'POST', '/api/main/client-portal/logout', { token });
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual({ message: 'Signed out' });
      expect(again.headers.get('set-cookie')).toMatch(/session=;/);
    }
  });

  it('takes the role from the database, not from the token', async () => {
    const jwt = await signIn('recruiter@globex.test');
    const { user: u } = await userByEmail('recruiter@globex.test');
    await db().update(users).set({ roleId: 4 }).where(eq(users.id, u.id));
    try {
      const { data } = await json<{ data: { role: string } }>(await call(user.GET, 'GET', '/u', { token: jwt }));
      expect(data.role).toBe('company_contact');
    } finally {
      await db().update(users).set({ roleId: 3 }).where(eq(users.id, u.id));
    }
  });
});
