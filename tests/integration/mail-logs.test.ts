import { randomUUID } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as placementRequest from '@/app/api/main/public/[company]/placement-requests/route';
import * as unsubscribeRoute from '@/app/api/main/public/unsubscribe/route';
import { issueSignInLink, loginEmailMailLimit, LOGIN_REQUEST_MESSAGE } from '@/lib/auth/login';
import { db } from '@/lib/db/client';
import { mailbox, notificationOptOuts, notificationOutbox, users } from '@/lib/db/schema';
import { englishErrors } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import { captureLog } from '@/lib/log';
import { smtpMessage } from '@/lib/mail';
import { dispatchAll } from '@/lib/notifications/dispatch';
import { scanLog } from '@/scripts/lib/log-scan.mjs';
import { call, json, userByEmail } from './helpers';
// The dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * Issue 24 items 4 and 9: no mail body (so no sign-in, invitation, confirmation, approval or unsubscribe
 * link) reaches the log, whose mail lines name recipient, subject and kind only; notification mails carry
 * RFC 8058 one-click unsubscribe headers; sign-in mails to one address are capped per hour whatever the
 * sender's address.
 */
const tag = randomUUID().slice(0, 8);
let acme: { id: string; slug: string; name: string };
let person: { id: string; email: string; username: string };

const mailsSince = (since: number) => db().select().from(mailbox).where(gt(mailbox.id, since)).orderBy(mailbox.id);
const lastMailId = async () => Number((await db().execute<{ id: string | null }>(sql`select max(id) as id from mailbox`)).rows[0]?.id ?? 0);
/** Every token a mail's text carries: sign-in, invitation and confirmation (?token=), approval (/approve/…), unsubscribe (a JWT). */
const tokensIn = (text: string) => [...text.matchAll(/token=([\w.-]{20,})|\/approve\/([\w-]{20,})/g)].map((m) => (m[1] ?? m[2])!);

beforeAll(async () => {
  const { tenant } = await userByEmail('admin@acme.test');
  acme = { id: tenant.id, slug: tenant.slug, name: tenant.name };
  const email = `mail-logs-${tag}@acme.test`;
  const [row] = await db().insert(users).values({ tenantId: acme.id, email, username: 'Mira Logs', roleId: 3 }).returning();
  person = { id: row!.id, email, username: row!.username };
  // Whatever earlier files left due is sent now, so the capture below sees only this file's mails.
  await dispatchAll(db());
});

afterAll(async () => {
  await db().delete(notificationOptOuts).where(eq(notificationOptOuts.userId, person.id));
  await db().delete(notificationOutbox).where(eq(notificationOutbox.userId, person.id));
});

describe('the log while every kind of mail goes out', () => {
  it('names recipient, subject and kind, and holds no token of any mail', async () => {
    const lines: string[] = [];
    const since = await lastMailId();
    const stop = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      const asked = await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
        body: { email: person.email, company_id: 'acme' },
        ip: '10.24.4.1',
      });
      expect(asked.status).toBe(200);
      await db().transaction((tx) =>
        issueSignInLink(tx, { tenant: acme, user: person, origin: 'http://localhost:3000', purpose: 'invite' }),
      );
      const placement = await call(placementRequest.POST, 'POST', '/api/main/public/acme/placement-requests', {
        params: { company: 'acme' },
        ip: '10.24.4.2',
        body: {
          company_name: `Logs ${tag}`,
          contact_name: 'Pat Baker',
          email: `pat-${tag}@example.test`,
          phone: '+1 614 555 0199',
          position: 'Packer',
          headcount: 2,
          start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          location: '12 Main St, Columbus',
        },
      });
      expect(placement.status).toBe(200);
      // A notification (its unsubscribe link is a JWT) and an approval mail (a one-click approval link).
      await db()
        .insert(notificationOutbox)
        .values([
          {
            tenantId: acme.id,
            userId: person.id,
            event: 'application_received',
            channel: 'email',
            idempotencyKey: `logs:${tag}:app`,
            payload: { candidate: 'Ada Lovelace', job: 'Night picker', link: '/applications' },
          },
          {
            tenantId: acme.id,
            userId: person.id,
            event: 'timesheet_submitted',
            channel: 'email',
            idempotencyKey: `logs:${tag}:sheet`,
            payload: { count: 1, worker: 'Sam Worker', location: 'Dock 4', week_start: '2026-11-30', timesheet_ids: [randomUUID()] },
          },
        ]);
      await dispatchAll(db());
    } finally {
      stop();
    }

    const mails = (await mailsSince(since)).filter((m) => m.to === person.email || m.to === `pat-${tag}@example.test`);
    expect(mails).toHaveLength(5);
    const secrets = mails.flatMap((m) => tokensIn(m.text));
    expect(secrets.length).toBeGreaterThanOrEqual(5);

    const text = lines.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(scanLog(text)).toEqual([]);
    for (const m of mails) expect(text).not.toContain(m.text.slice(0, 60));

    const stored = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((r) => r.msg === 'mail stored in the dev mailbox (/dev/mailbox)');
    expect(stored.map((r) => r.kind).sort()).toEqual(
      ['invitation', 'notification:application_received', 'notification:timesheet_submitted', 'placement-confirm', 'sign-in'].sort(),
    );
    for (const r of stored) expect(Object.keys(r).sort()).toEqual(['kind', 'level', 'msg', 'subject', 'time', 'to']);
    expect(stored.map((r) => r.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
  });

  it('scrubs a token out of an error logged with it', async () => {
    const lines: string[] = [];
    const stop = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      const { log } = await import('@/lib/log');
      log.error({ err: new Error('fetch https://x.test/acme/login?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG failed') });
      log.warn(
        { headers: { authorization: 'Bearer abcdefghijklmnop', cookie: 'session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig' } },
        'refused',
      );
    } finally {
      stop();
    }
    const text = lines.join('');
    expect(lines).toHaveLength(2);
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(text).not.toContain('abcdefghijklmnop');
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(scanLog(text)).toEqual([]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { type: 'Error' }, msg: 'fetch https://x.test/acme/login?token=[redacted] failed' });
  });
});

describe('List-Unsubscribe on notification mails (RFC 8058)', () => {
  it('carries the signed one-click address, which turns that event off for that reader without a session, once or twice', async () => {
    const since = await lastMailId();
    await db()
      .insert(notificationOutbox)
      .values({
        tenantId: acme.id,
        userId: person.id,
        event: 'order_created',
        channel: 'email',
        idempotencyKey: `logs:${tag}:order`,
        payload: { company: 'Northwind', position: 'Picker', headcount: 2, link: '/orders' },
      });
    await dispatchAll(db());
    const [mail] = (await mailsSince(since)).filter((m) => m.to === person.email);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>]+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(address).toBeTruthy();
    const url = new URL(address!);
    expect(url.pathname).toBe('/api/main/public/unsubscribe');

    // Opened instead of POSTed: sent on to the page that asks for one press, and nothing changes.
    const opened = await call(unsubscribeRoute.GET, 'GET', `${url.pathname}${url.search}`, { ip: '10.24.5.3' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}`);
    expect(await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, person.id))).toEqual([]);

    // What a mail client sends: a form POST of List-Unsubscribe=One-Click to that address, no cookie.
    const oneClick = () =>
      call(unsubscribeRoute.POST, 'POST', `${url.pathname}${url.search}`, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ip: '10.24.5.1',
      });
    for (let i = 0; i < 2; i++) {
      const res = await oneClick();
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ data: { event: 'order_created', company: acme.name } });
    }
    const outs = await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, person.id));
    expect(outs.map((o) => `${o.event}:${o.channel}`)).toEqual(['order_created:email']);

    // An altered token changes nothing and says so.
    const forged = await call(unsubscribeRoute.POST, 'POST', `${url.pathname}?token=${url.searchParams.get('token')}x`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: '10.24.5.2',
    });
    expect(forged.status).toBe(400);
  });

  it('goes out through SMTP with the same header lines', async () => {
    const headers = {
      'List-Unsubscribe': '<https://portal.example/api/main/public/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail(
      smtpMessage(
        { to: 'a@example.test', subject: 'Hello', text: 'Hi', kind: 'notification:order_created', headers },
        'Portal <no-reply@portal.local>',
      ),
    );
    // Long header lines are folded (RFC 5322 §2.2.3): read them unfolded.
    const raw = (sent.message as Buffer).toString('utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain('List-Unsubscribe: <https://portal.example/api/main/public/unsubscribe?token=t>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sign-in mails carry none (requested, one-off mail: nothing to leave)', async () => {
    const since = await lastMailId();
    await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
      body: { email: person.email, company_id: 'acme' },
      ip: '10.24.6.1',
    });
    const [mail] = (await mailsSince(since)).filter((m) => m.to === person.email);
    expect(mail?.headers ?? {}).toEqual({});
  });
});

describe('sign-in mails to one address, per hour', () => {
  it(`7 requests from 7 addresses (and forwarded-for headers) mail ${loginEmailMailLimit()} links, each answered alike`, async () => {
    const email = `cap-${tag}@acme.test`;
    await db().insert(users).values({ tenantId: acme.id, email, username: 'Cap Tester', roleId: 3 });
    const since = await lastMailId();
    const answers: unknown[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
        body: { email, company_id: 'acme' },
        ip: `198.51.100.${i}`,
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `192.0.2.${i}` },
      });
      expect(res.status).toBe(200);
      answers.push(await json(res));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ message: renderError(LOGIN_REQUEST_MESSAGE, englishErrors) })]),
    );
    expect((await mailsSince(since)).filter((m) => m.to === email)).toHaveLength(5);
    // The counter is a database row, shared by every instance.
    const [counter] = await db()
      .execute<{ count: number }>(sql`select count from rate_limits where key like ${`login:email-mail:%:${email}`}`)
      .then((r) => r.rows);
    expect(Number(counter?.count)).toBe(7);
    await db()
      .delete(users)
      .where(and(eq(users.email, email), eq(users.tenantId, acme.id)));
  });

  it('an unknown address is answered alike and mails nothing, before and after the cap', async () => {
    const since = await lastMailId();
    for (let i = 1; i <= 7; i++) {
      const res = await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
        body: { email: `nobody-${tag}@acme.test`, company_id: 'acme' },
        ip: `198.51.101.${i}`,
      });
      expect(await json(res)).toEqual({ message: renderError(LOGIN_REQUEST_MESSAGE, englishErrors) });
    }
    expect(
      await db()
        .select()
        .from(mailbox)
        .where(and(gt(mailbox.id, since), like(mailbox.to, `nobody-${tag}%`))),
    ).toEqual([]);
  });
});
