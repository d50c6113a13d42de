import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, pool } from '@/lib/db/client';
import { pushNotifications } from '@/lib/db/schema';
import { jobQueue, JobWorker } from '@/lib/job-queue';
import { dispatchDue, STALE_SENDING_MS } from '@/lib/push-notifications/dispatcher';
import { PUSH_DISPATCH_JOB } from '@/lib/push-notifications/jobs';
import { composeNotification } from '@/lib/push-notifications/service';
import { inboxTransport, webhookTransport } from '@/lib/push-notifications/transports';
import { gateway, inboxOf, inboxRow, inMinutes, makePerson, sorted } from './push-notifications-fixtures';
import { userByEmail } from './helpers';
import { tenantBySlug } from './time-helpers';

let acmeId = '';
let writer = { tenantId: '', userId: '' };
let people: string[] = [];
const hub = gateway();
let url = '';
/** A gateway that has gone away: allowlisted like the hub, so the test sees a failed connection, not a refusal. */
let deadUrl = '';

/** A notification scheduled a minute ahead for our own people; dispatched by passing a later "now". */
const schedule = (title: string, ids = people) =>
  composeNotification(db(), writer, { title, body: 'Body', audience: { type: 'candidates', ids }, send_at: inMinutes(1).toISOString() });

beforeAll(async () => {
  // First, before anything reads env() (cached for the file): plain http to loopback is refused unless allowlisted.
  url = await hub.start();
  const closed = gateway();
  deadUrl = await closed.start();
  await closed.stop();
  process.env.OUTBOUND_URL_ALLOWLIST = [url, deadUrl].map((u) => new URL(u).origin).join(',');
  acmeId = (await tenantBySlug('acme')).id;
  writer = { tenantId: acmeId, userId: (await userByEmail('admin@acme.test')).user.id };
  people = await Promise.all([makePerson(acmeId), makePerson(acmeId), makePerson(acmeId)]);
});

afterAll(async () => {
  await hub.stop();
});

describe('dispatchDue', () => {
  it('sends each due notification exactly once when several dispatchers run at the same time', async () => {
    const due = await Promise.all(Array.from({ length: 8 }, (_, i) => schedule(`Concurrent ${i}`)));
    const transports = [inboxTransport, webhookTransport({ url })];
    const later = inMinutes(2);
    // Warm connections first, so the dispatchers' statements really overlap instead of queueing on connects.
    await Promise.all(Array.from({ length: 6 }, () => db().execute(sql`select pg_sleep(0.05)`)));
    const rounds = await Promise.all(Array.from({ length: 6 }, () => dispatchDue(db(), later, transports)));
    const taken = rounds.flat().filter((r) => due.some((n) => n._id === r.id));
    expect(taken.map((r) => r.id).sort()).toEqual(due.map((n) => n._id).sort());
    for (const n of due) {
      expect(taken.find((r) => r.id === n._id)).toMatchObject({
        status: 'sent',
        recipientCount: 3,
        deliveredCount: 3,
        failedCount: 0,
        error: null,
      });
      expect(await inboxOf(n._id)).toEqual(sorted(people));
      expect(hub.for(n._id)).toHaveLength(1);
    }
    // Nothing is due any more: another round finds nothing of ours.
    expect((await dispatchDue(db(), later, transports)).some((r) => due.some((n) => n._id === r.id))).toBe(false);
  });

  it('claims a row another instance holds only once, and on a server with separate sessions skips it instead of waiting', async () => {
    const n = await schedule('Held');
    const later = inMinutes(2);
    // The embedded server has one shared session (DB_POOL_MAX=1): there the dispatchers queue behind the
    // holder and one of them claims the row after it lets go; PostgreSQL proper lets them skip it at once.
    const separateSessions = (pool().options.max ?? 10) > 1;
    // Another instance in the middle of claiming: it holds the row's lock.
    const other = await pool().connect();
    let racing: Promise<Awaited<ReturnType<typeof dispatchDue>>[]>;
    try {
      await other.query('begin');
      await other.query('select id from push_notifications where id = $1 for update', [n._id]);
      racing = Promise.all([dispatchDue(db(), later, [inboxTransport]), dispatchDue(db(), later, [inboxTransport])]);
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
    } finally {
      other.release();
    }
    const whileHeld = (await racing).flat().filter((r) => r.id === n._id);
    if (separateSessions) expect(whileHeld).toHaveLength(0);
    const after = (await dispatchDue(db(), later, [inboxTransport])).filter((r) => r.id === n._id);
    expect([...whileHeld, ...after]).toHaveLength(1);
    expect(await inboxOf(n._id)).toEqual(sorted(people));
  });

  it('does not take over a send another instance claimed a moment ago', async () => {
    const n = await schedule('Claimed');
    await db()
      .update(pushNotifications)
      .set({ status: 'sending', sentAt: new Date(Date.now() - 60_000) })
      .where(eq(pushNotifications.id, n._id));
    const ran = await dispatchDue(db(), inMinutes(2), [inboxTransport]);
    expect(ran.some((r) => r.id === n._id)).toBe(false);
    expect(await inboxOf(n._id)).toEqual([]);
    await db().update(pushNotifications).set({ status: 'cancelled' }).where(eq(pushNotifications.id, n._id));
  });

  it('leaves notifications that are not due yet alone', async () => {
    const n = await schedule('Not yet');
    const ran = await dispatchDue(db(), new Date(), [inboxTransport]);
    expect(ran.some((r) => r.id === n._id)).toBe(false);
    const row = (await db().select().from(pushNotifications).where(eq(pushNotifications.id, n._id)))[0]!;
    expect(row.status).toBe('scheduled');
    await db().update(pushNotifications).set({ status: 'cancelled' }).where(eq(pushNotifications.id, n._id));
  });

  it('takes over a send that an instance abandoned mid-way, without duplicating inbox rows', async () => {
    const n = await schedule('Abandoned');
    const claimedAt = new Date(Date.now() - STALE_SENDING_MS - 60_000);
    await db().update(pushNotifications).set({ status: 'sending', sentAt: claimedAt }).where(eq(pushNotifications.id, n._id));
    // The dead instance had already written one inbox row.
    await inboxTransport.deliver(undefined, { id: n._id, tenantId: acmeId, tenantSlug: 'acme', title: 'Abandoned', body: 'Body' }, [
      people[0]!,
    ]);
    const ran = await dispatchDue(db(), new Date(), [inboxTransport]);
    expect(ran.find((r) => r.id === n._id)).toMatchObject({ status: 'sent', deliveredCount: 3 });
    expect(await inboxOf(n._id)).toEqual(sorted(people));
  });
});

describe('the push.dispatch job', () => {
  it("is enqueued for a scheduled notification's time, and the job sends it once", async () => {
    const n = await schedule('Queued');
    const row = (await db().select().from(pushNotifications).where(eq(pushNotifications.id, n._id)))[0]!;
    const jobs = (
      await db().execute<{ id: string }>(sql`select id from pgboss.job
      where name = ${PUSH_DISPATCH_JOB} and state = 'created' and start_after = ${row.scheduledAt!.toISOString()}::timestamptz`)
    ).rows;
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    // Its time comes: the notification and the job that wakes for it are both due.
    await db()
      .update(pushNotifications)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(pushNotifications.id, n._id));
    await db().execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job.id}`);
    const worker = new JobWorker(jobQueue(), 60_000, { only: [PUSH_DISPATCH_JOB] });
    await worker.runDue();
    const [sent] = await db().select().from(pushNotifications).where(eq(pushNotifications.id, n._id));
    expect(sent).toMatchObject({ status: 'sent', deliveredCount: 3 });
    expect(await inboxOf(n._id)).toEqual(sorted(people));
    await worker.runDue();
    expect(await inboxOf(n._id)).toEqual(sorted(people));
  });
});

describe('webhook transport', () => {
  it('POSTs {tenant, notification, candidate_ids} as JSON, signed when a secret is set', async () => {
    const n = await schedule('Signed');
    await dispatchDue(db(), inMinutes(2), [inboxTransport, webhookTransport({ url, secret: 's3cret' })]);
    const post = hub.for(n._id)[0]!;
    expect(post.body.tenant).toEqual({ id: acmeId, slug: 'acme' });
    expect(post.body.notification).toMatchObject({ id: n._id, title: 'Signed', body: 'Body' });
    expect(sorted(post.body.candidate_ids)).toEqual(sorted(people));
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.headers['x-portal-signature']).toBe(`sha256=${createHmac('sha256', 's3cret').update(post.raw).digest('hex')}`);
  });

  it('records a refusing gateway as failed recipients with the reason, while the inbox still has the message', async () => {
    const n = await schedule('Gateway down');
    hub.setStatus(503);
    try {
      const row = (await dispatchDue(db(), inMinutes(2), [inboxTransport, webhookTransport({ url })])).filter((r) => r.id === n._id)[0]!;
      expect(row).toMatchObject({ status: 'sent', recipientCount: 3, deliveredCount: 3, failedCount: 3 });
      expect(row.error).toContain('HTTP 503');
      expect((await inboxRow(n._id, people[0]!))!.error).toContain('HTTP 503');
    } finally {
      hub.setStatus(200);
    }
  });

  it("records an unreachable gateway without throwing, in words that do not describe the server's network", async () => {
    const result = await webhookTransport({ url: deadUrl }).deliver(
      undefined,
      { id: 'x', tenantId: acmeId, tenantSlug: 'acme', title: 't', body: 'b' },
      people,
    );
    expect(result.delivered).toEqual([]);
    expect(result.failed.map((f) => f.id)).toEqual(people);
    expect(result.failed[0]!.error).toBe('push webhook unreachable: The address could not be reached');
  });

  it('refuses a gateway address that is not allowlisted, and a redirect, without reaching them', async () => {
    const message = { id: 'x', tenantId: acmeId, tenantSlug: 'acme', title: 't', body: 'b' };
    const inside = await webhookTransport({ url: 'https://169.254.169.254/push' }).deliver(undefined, message, people);
    expect(inside.failed[0]!.error).toBe('push webhook unreachable: This address is not allowed');
    hub.setStatus(307);
    try {
      const before = hub.posts.length;
      const moved = await webhookTransport({ url }).deliver(undefined, message, people);
      expect(moved.failed[0]!.error).toBe('push webhook unreachable: The address could not be reached');
      expect(hub.posts.length).toBe(before + 1); // the one POST answered 307, nothing followed it
    } finally {
      hub.setStatus(200);
    }
  });
});
