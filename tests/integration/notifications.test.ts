import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as unsubscribeRoute from '@/app/api/main/public/unsubscribe/route';
import { db } from '@/lib/db/client';
import { mailbox, notificationOptOuts, notificationOutbox, notifications, notificationSettings, users } from '@/lib/db/schema';
import { listFailedJobs, retryFailedJob } from '@/lib/background-jobs/failed-queries';
import { dispatchAll, dispatchOutbox, OUTBOX_ATTEMPTS } from '@/lib/notifications/dispatch';
import { notificationJobName } from '@/lib/notifications/failed-queries';
import { notify } from '@/lib/notifications/notify';
import { demoSessions } from './fixtures';
import { call, userByEmail } from './helpers';
import { otherInstance, type Instance } from './job-queue-helpers';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';
import { atLeast } from '@/tests/support/present';

/**
 * Issue 11, the core: an event's notifications are recorded in its transaction per the tenant's matrix
 * and each user's opt-outs, and the outbox dispatcher sends each exactly once, in the reader's language,
 * retrying and finally listing failures for the admins.
 */
const demo = demoSessions([], []);
let admin: { id: string; email: string };
let recruiter: { id: string; email: string };
let globexAdmin: { id: string };
let other: Instance;

const payload = { candidate: 'Ada <b>Lovelace</b>', job: 'Night picker' };
const outboxOf = (key: string) => db().select().from(notificationOutbox).where(eq(notificationOutbox.idempotencyKey, key));
const inAppOf = (key: string) => db().select().from(notifications).where(eq(notifications.idempotencyKey, key));
const applicationNotice = (userIds: string[], key = randomUUID()) => ({
  event: 'application_received' as const,
  tenantId: demo.acmeId,
  userIds,
  key,
  payload,
  link: '/applications',
});
const mailsTo = (email: string, since: number) =>
  db()
    .select()
    .from(mailbox)
    .where(eq(mailbox.to, email))
    .then((rows) => rows.filter((r) => r.id > since));
const lastMailId = async () => (await db().select({ id: mailbox.id }).from(mailbox)).reduce((m, r) => Math.max(m, r.id), 0);

async function setCell(tenantId: string, event: string, channel: string, enabled: boolean) {
  await db()
    .insert(notificationSettings)
    .values({ tenantId, event, channel, enabled })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.event, notificationSettings.channel],
      set: { enabled },
    });
}

beforeAll(async () => {
  const [a, r, g] = atLeast(
    (await Promise.all(['admin@acme.test', 'recruiter@acme.test', 'admin@globex.test'].map(userByEmail))).map((x) => x.user),
    3,
  );
  admin = { id: a.id, email: a.email };
  recruiter = { id: r.id, email: r.email };
  globexAdmin = { id: g.id };
  other = await otherInstance({ only: [] });
  // Whatever earlier files left due is sent now, so each test sees only its own rows.
  await dispatchAll(db());
});

afterAll(async () => {
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));
  await db()
    .delete(notificationOptOuts)
    .where(inArray(notificationOptOuts.userId, [admin.id, recruiter.id]));
  await other.close();
});

describe('notify() records what the settings allow', () => {
  it('writes an in-app row and an email row per reader; push stays off by default; the same key again adds nothing', async () => {
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, applicationNotice([admin.id, recruiter.id], key)));
    await db().transaction((tx) => notify(tx, applicationNotice([admin.id, recruiter.id], key)));
    expect((await inAppOf(key)).map((r) => r.userId).sort()).toEqual([admin.id, recruiter.id].sort());
    const out = await outboxOf(`${key}:${admin.id}:email`);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ channel: 'email', status: 'pending', event: 'application_received' });
    expect(
      (await db().select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'push'))).filter((r) =>
        r.idempotencyKey.startsWith(key),
      ),
    ).toEqual([]);
  });

  it('a channel the company turned off is not used, for anyone', async () => {
    await setCell(demo.acmeId, 'application_received', 'email', false);
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, applicationNotice([admin.id], key)));
    expect(await outboxOf(`${key}:${admin.id}:email`)).toEqual([]);
    expect(await inAppOf(key)).toHaveLength(1);
    await setCell(demo.acmeId, 'application_received', 'email', true);
  });

  it('a user who opted out of the event on a channel gets nothing there; the others still do', async () => {
    await db()
      .insert(notificationOptOuts)
      .values({ tenantId: demo.acmeId, userId: recruiter.id, event: 'application_received', channel: 'email' });
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, applicationNotice([admin.id, recruiter.id], key)));
    expect(await outboxOf(`${key}:${recruiter.id}:email`)).toEqual([]);
    expect(await outboxOf(`${key}:${admin.id}:email`)).toHaveLength(1);
    expect((await inAppOf(key)).map((r) => r.userId).sort()).toEqual([admin.id, recruiter.id].sort());
    await db().delete(notificationOptOuts).where(eq(notificationOptOuts.userId, recruiter.id));
  });

  it('drops users of another tenant and deactivated users; a rolled-back event notifies no one', async () => {
    const key = randomUUID();
    await db().update(users).set({ active: false }).where(eq(users.id, recruiter.id));
    try {
      await db().transaction((tx) => notify(tx, applicationNotice([admin.id, recruiter.id, globexAdmin.id], key)));
    } finally {
      await db().update(users).set({ active: true }).where(eq(users.id, recruiter.id));
    }
    expect((await inAppOf(key)).map((r) => r.userId)).toEqual([admin.id]);
    const lost = randomUUID();
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, applicationNotice([admin.id], lost));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await inAppOf(lost)).toEqual([]);
    expect(await outboxOf(`${lost}:${admin.id}:email`)).toEqual([]);
  });
});

describe('the dispatcher', () => {
  it('sends each row once, even with two instances dispatching at the same moment', async () => {
    await dispatchAll(db());
    const since = await lastMailId();
    const keys = Array.from({ length: 12 }, () => randomUUID());
    await db().transaction(async (tx) => {
      for (const k of keys) await notify(tx, applicationNotice([admin.id], k));
    });
    const [a, b] = await Promise.all([dispatchOutbox(db()), dispatchOutbox(other.db)]);
    expect(a.sent + b.sent).toBe(12);
    expect(await mailsTo(admin.email, since)).toHaveLength(12);
    // Nothing is due any more: a third run sends nothing.
    expect((await dispatchOutbox(db())).sent).toBe(0);
    const rows = await db()
      .select()
      .from(notificationOutbox)
      .where(
        inArray(
          notificationOutbox.idempotencyKey,
          keys.map((k) => `${k}:${admin.id}:email`),
        ),
      );
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it("renders the reader's language, escapes what users typed, and carries a working unsubscribe link", async () => {
    const since = await lastMailId();
    await db().update(users).set({ locale: 'de' }).where(eq(users.id, admin.id));
    try {
      await db().transaction((tx) => notify(tx, applicationNotice([admin.id])));
      await dispatchOutbox(db());
    } finally {
      await db().update(users).set({ locale: null }).where(eq(users.id, admin.id));
    }
    const mail = (await mailsTo(admin.email, since))[0]!;
    expect(mail.subject).toBe('Neue Bewerbung: Ada <b>Lovelace</b> für Night picker');
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lovelace');
    expect(mail.html).toContain('lang="de"');
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // The one-click POST turns this event's email off for this user only.
    const res = await call(unsubscribeRoute.POST, 'POST', `/api/main/public/unsubscribe?token=${token}`, { body: { token } });
    expect(res.status).toBe(200);
    const outs = await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, admin.id));
    expect(outs.map((o) => `${o.event}:${o.channel}`)).toEqual(['application_received:email']);
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, applicationNotice([admin.id], key)));
    expect(await outboxOf(`${key}:${admin.id}:email`)).toEqual([]);
    expect(await inAppOf(key)).toHaveLength(1);
    await db().delete(notificationOptOuts).where(eq(notificationOptOuts.userId, admin.id));
  });

  it('refuses a forged or altered unsubscribe token (400) and changes nothing', async () => {
    const res = await call(unsubscribeRoute.POST, 'POST', '/api/main/public/unsubscribe', {
      body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    });
    expect(res.status).toBe(400);
    expect(await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, admin.id))).toEqual([]);
  });

  it('a reader who opted out after the event was queued is skipped, not mailed', async () => {
    const since = await lastMailId();
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, applicationNotice([recruiter.id], key)));
    await db()
      .insert(notificationOptOuts)
      .values({ tenantId: demo.acmeId, userId: recruiter.id, event: 'application_received', channel: 'email' });
    await dispatchOutbox(db());
    expect((await outboxOf(`${key}:${recruiter.id}:email`))[0]!.status).toBe('skipped');
    expect(await mailsTo(recruiter.email, since)).toEqual([]);
    await db().delete(notificationOptOuts).where(eq(notificationOptOuts.userId, recruiter.id));
  });

  it('retries with back-off, marks the row failed after its last attempt, and an admin can run it again', async () => {
    // A push row with no gateway configured fails on every attempt.
    const row = (
      await db()
        .insert(notificationOutbox)
        .values({
          tenantId: demo.acmeId,
          userId: admin.id,
          event: 'order_created',
          channel: 'push',
          idempotencyKey: `fail:${randomUUID()}`,
          payload: { company: 'Northwind', position: 'Picker', headcount: 2, link: '/orders' },
        })
        .returning()
    )[0]!;
    for (let attempt = 1; attempt <= OUTBOX_ATTEMPTS; attempt++) {
      await db()
        .update(notificationOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(notificationOutbox.id, row.id));
      await dispatchOutbox(db());
      const now = (await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id)))[0]!;
      expect(now.attempts).toBe(attempt);
      expect(now.status).toBe(attempt < OUTBOX_ATTEMPTS ? 'pending' : 'failed');
      if (attempt < OUTBOX_ATTEMPTS) expect(now.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(now.lastError).toContain('no push gateway');
    }
    const listed = (await listFailedJobs(db(), demo.acmeId)).data.find((j) => j._id === row.id);
    expect(listed).toMatchObject({ name: notificationJobName('push', 'order_created'), attempts: OUTBOX_ATTEMPTS });
    expect((await listFailedJobs(db(), demo.globexId)).data.find((j) => j._id === row.id)).toBeUndefined();
    await expect(retryFailedJob(db(), demo.globexId, row.id)).rejects.toThrow();
    await retryFailedJob(db(), demo.acmeId, row.id);
    const again = (
      await db()
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.id, row.id)))
    )[0]!;
    expect(again.status).toBe('pending');
    await db().delete(notificationOutbox).where(eq(notificationOutbox.id, row.id));
  });
});
