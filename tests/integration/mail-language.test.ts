import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as messagesRoute from '@/app/api/candidates/candidates/[id]/messages/route';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as placementRoute from '@/app/api/main/public/[company]/placement-requests/route';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import * as resendRoute from '@/app/api/users/users/[id]/resend-invite/route';
import * as usersRoute from '@/app/api/users/users/route';
import { hashToken, issueSignInLink } from '@/lib/auth/login';
import { db } from '@/lib/db/client';
import { loginTokens, mailbox, messages, users } from '@/lib/db/schema';
import de from '@/messages/mails/de.json';
import { makeCandidate } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, latestLinkToken } from './helpers';
import { freshEmail, invited, USERS } from './users-fixtures';

/**
 * Issue 22 item 7: the sign-in, invitation and message mails come from the catalogue (messages/mails)
 * in the recipient's language, invitations last the company's `invitations.valid_days`, and a mail
 * asked for in a transaction that rolls back is never sent.
 */
const demo = demoSessions(['admin']);
const DAY_MS = 86_400_000;

const lastMail = async (to: string) => (await db().select().from(mailbox).where(eq(mailbox.to, to)).orderBy(desc(mailbox.id)).limit(1))[0]!;
const mailsTo = async (to: string) => (await db().select().from(mailbox).where(eq(mailbox.to, to))).length;
const acmeName = async () => (await db().execute<{ name: string }>(sql`select name from tenants where slug = 'acme'`)).rows[0]!.name;

const verify = (token: string, headers?: Record<string, string>) =>
  call(verifyLogin.POST, 'POST', '/api/main/client-portal/verify-login', {
    body: { token, company_id: 'acme' },
    ip: '10.9.0.1',
    headers,
  });

/** Moves a link's clock: as if it had been issued `days` ago. */
const age = (token: string, days: number) =>
  db()
    .update(loginTokens)
    .set({
      createdAt: sql`created_at - make_interval(secs => ${days * 86_400})`,
      expiresAt: sql`expires_at - make_interval(secs => ${days * 86_400})`,
    })
    .where(eq(loginTokens.tokenHash, hashToken(token)));

const lifetimeDays = async (token: string) => {
  const row = (
    await db()
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashToken(token)))
  )[0]!;
  return (row.expiresAt.getTime() - row.createdAt.getTime()) / DAY_MS;
};

const setInvitationDays = (days: unknown) => {
  const form = new FormData();
  form.set('invitations', JSON.stringify({ valid_days: days }));
  return call(settingsRoute.PUT, 'PUT', '/api/main/client-portal/acme/settings', {
    token: demo.admin,
    form,
    params: { company_id: 'acme' },
  });
};

/** A user of acme who reads German and has not signed in yet. */
async function germanInvitee() {
  const row = await invited(demo.admin, { email: freshEmail('deutsch') });
  await db().update(users).set({ locale: 'de' }).where(eq(users.id, row._id));
  return row;
}

describe('mails in the reader’s language', () => {
  it("a German user's sign-in mail comes in German, subject and body from the catalogue", async () => {
    const user = await germanInvitee();
    const tenant = await acmeName();
    // The request itself asks for English: her saved language wins.
    const res = await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
      body: { email: user.email, company_id: 'acme' },
      ip: '10.9.1.1',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.status).toBe(200);
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe(de.signIn.subject.replace('{tenant}', tenant));
    expect(mail.text).toContain(`Hallo ${user.username},`);
    expect(mail.text).toContain(de.signIn.lead.replace('{tenant}', tenant));
    expect(mail.text).toContain(de.signIn.after.replace('{minutes}', '15'));
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).not.toMatch(/Open this link|expires in/);
    // Sign-in links stay 15 minutes, and the token is kept only as its hash.
    const token = await latestLinkToken(user.email);
    expect((await lifetimeDays(token)) * 24 * 60).toBeCloseTo(15, 3);
    expect(await db().select().from(loginTokens).where(eq(loginTokens.tokenHash, token))).toHaveLength(0);
  });

  it("a German user's invitation comes in German; a new invitee's in the inviting request's language", async () => {
    const user = await germanInvitee();
    const tenant = await acmeName();
    const res = await call(resendRoute.POST, 'POST', `${USERS}/${user._id}/resend-invite`, { token: demo.admin, params: { id: user._id } });
    expect(res.status).toBe(200);
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe(de.invitation.subject.replace('{tenant}', tenant));
    expect(mail.text).toContain(de.invitation.lead.replace('{tenant}', tenant));
    expect(mail.text).toContain('in 7 Tagen ab');

    const email = freshEmail('neu');
    const created = await call(usersRoute.POST, 'POST', USERS, {
      token: demo.admin,
      body: { email, username: 'Nina Neu', role: 'recruiter' },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(created.status).toBe(201);
    const first = await lastMail(email.toLowerCase());
    expect(first.subject).toBe(de.invitation.subject.replace('{tenant}', tenant));
  });

  it('signing in saves the language chosen in the cookie on the user', async () => {
    const user = await invited(demo.admin, { email: freshEmail('wahl') });
    const token = await latestLinkToken(user.email);
    expect((await verify(token, { cookie: 'NEXT_LOCALE=fr' })).status).toBe(200);
    const row = (await db().select({ locale: users.locale }).from(users).where(eq(users.id, user._id)))[0]!;
    expect(row.locale).toBe('fr');
  });

  it("a message to a candidate speaks the request's language", async () => {
    const c = await makeCandidate(demo.acmeId);
    const res = await call(messagesRoute.POST, 'POST', `/api/candidates/candidates/${c.id}/messages`, {
      token: demo.admin,
      params: { id: c.id },
      body: { body: 'Bitte Ausweis mitbringen.' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.status).toBe(201);
    const mail = await lastMail(c.email);
    expect(mail.subject).toBe(de.message.subject.replace('{tenant}', await acmeName()));
    expect(mail.text).toContain('Bitte Ausweis mitbringen.');
  });
  it("the placement form's confirmation speaks the sender's language (her browser's, she has no account)", async () => {
    const email = freshEmail('anfrage');
    const res = await call(placementRoute.POST, 'POST', '/api/main/public/acme/placement-requests', {
      body: {
        company_name: 'Bäckerei Sonne',
        contact_name: 'Petra Bäcker',
        email,
        phone: '+49 30 555 0199',
        position: 'Packer',
        headcount: 2,
        start_date: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
        location: 'Hauptstraße 1, Berlin',
      },
      ip: '10.9.2.1',
      params: { company: 'acme' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.status).toBe(200);
    const mail = await lastMail(email.toLowerCase());
    expect(mail.subject).toBe(de.placementConfirm.subject.replace('{tenant}', await acmeName()));
    expect(mail.text).toContain('Hallo Petra Bäcker,');
    expect(mail.text).toContain(de.placementConfirm.after.replace('{hours}', '48'));
  });
});

describe('invitation lifetime (invitations.valid_days)', () => {
  it('invitations.valid_days: an invitation works on day 6 by default and not after the days the setting gives', async () => {
    const early = await invited(demo.admin, { email: freshEmail('tag6') });
    const sixDays = await latestLinkToken(early.email);
    expect(await lifetimeDays(sixDays)).toBeCloseTo(7, 3);
    await age(sixDays, 6);
    expect((await verify(sixDays)).status).toBe(200);

    const late = await invited(demo.admin, { email: freshEmail('tag8') });
    const eightDays = await latestLinkToken(late.email);
    await age(eightDays, 7.01);
    await expectError(await verify(eightDays), 400, 'invalid_token');

    expect((await setInvitationDays(3)).status).toBe(200);
    try {
      const short = await invited(demo.admin, { email: freshEmail('kurz') });
      const token = await latestLinkToken(short.email);
      expect(await lifetimeDays(token)).toBeCloseTo(3, 3);
      await age(token, 3.01);
      await expectError(await verify(token), 400, 'invalid_token');
    } finally {
      expect((await setInvitationDays(7)).status).toBe(200);
    }
  });

  it('refuses a setting that is not a whole number of days from 1 to 30 (400, translated)', async () => {
    for (const bad of [0, 31, 2.5, 'seven']) await expectError(await setInvitationDays(bad), 400);
  });
});

describe('a rolled-back transaction sends nothing', () => {
  it('a sign-in link issued in a transaction that rolls back is neither stored nor mailed', async () => {
    const user = await invited(demo.admin, { email: freshEmail('rollback') });
    const before = await mailsTo(user.email);
    const row = (await db().select().from(users).where(eq(users.id, user._id)))[0]!;
    await expect(
      db().transaction(async (tx) => {
        await issueSignInLink(tx, { tenant: { id: demo.acmeId, slug: 'acme', name: 'Acme' }, user: row, origin: 'http://localhost:3000' });
        throw new Error('the caller fails after asking for the mail');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await mailsTo(user.email)).toBe(before);
  });

  it('a message whose recording fails mails nothing (it used to be mailed before the transaction)', async () => {
    // The database refuses this one message, as a constraint or a lost connection would.
    await db().execute(sql`create or replace function refuse_probe_message() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await db().execute(sql`create trigger refuse_probe_message before insert on messages
      for each row when (new.body like 'rollback-probe%') execute function refuse_probe_message()`);
    try {
      const c = await makeCandidate(demo.acmeId);
      const res = await call(messagesRoute.POST, 'POST', `/api/candidates/candidates/${c.id}/messages`, {
        token: demo.admin,
        params: { id: c.id },
        body: { body: 'rollback-probe: see you Monday' },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await mailsTo(c.email)).toBe(0);
      expect(await db().select().from(messages).where(eq(messages.subjectId, c.id))).toHaveLength(0);
    } finally {
      await db().execute(sql`drop trigger if exists refuse_probe_message on messages`);
      await db().execute(sql`drop function if exists refuse_probe_message()`);
    }
  });
});
