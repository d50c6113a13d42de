import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { notificationOutbox, notificationSettings } from '@/lib/db/schema';
import { dispatchAll } from '@/lib/notifications/dispatch';
import { notify } from '@/lib/notifications/notify';
import { demoSessions } from './fixtures';
import { userByEmail } from './helpers';
import { gateway } from './push-notifications-fixtures';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * The push channel of the notification settings (off by default): switched on, a staff notification
 * goes to the operator's push gateway (PUSH_WEBHOOK_URL), signed; switched off, no push row exists.
 */
const hub = gateway();
const SECRET = 'push-secret-for-tests';
// Before anything reads env() (cached per test file), so before the fixtures' own beforeAll.
const url = await hub.start();
process.env.OUTBOUND_URL_ALLOWLIST = new URL(url).origin;
process.env.PUSH_WEBHOOK_URL = url;
process.env.PUSH_WEBHOOK_SECRET = SECRET;
const demo = demoSessions([]);
let admin = '';

beforeAll(async () => {
  admin = (await userByEmail('admin@acme.test')).user.id;
  await dispatchAll(db());
});

afterAll(async () => {
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));
  await hub.stop();
  for (const k of ['OUTBOUND_URL_ALLOWLIST', 'PUSH_WEBHOOK_URL', 'PUSH_WEBHOOK_SECRET']) delete process.env[k];
});

const setPush = (enabled: boolean) =>
  db()
    .insert(notificationSettings)
    .values({ tenantId: demo.acmeId, event: 'order_created', channel: 'push', enabled })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.event, notificationSettings.channel],
      set: { enabled },
    });
const orderNotice = (key: string) => ({
  event: 'order_created' as const,
  tenantId: demo.acmeId,
  userIds: [admin],
  key,
  payload: { company: 'Northwind', position: 'Picker', headcount: 3 },
  link: '/orders',
});

describe('the push channel', () => {
  it('on: the notification reaches the gateway once, signed, naming the reader', async () => {
    await setPush(true);
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, orderNotice(key)));
    const row = (
      await db()
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.idempotencyKey, `${key}:${admin}:push`))
    )[0]!;
    expect(row.status).toBe('pending');
    await dispatchAll(db());
    const posts = hub.for(row.id);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      user_ids: [admin],
      notification: { event: 'order_created', title: 'New order from Northwind: Picker', link: '/orders' },
    });
    expect(posts[0]!.headers['x-portal-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(posts[0]!.raw).digest('hex')}`);
    expect((await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id)))[0]!.status).toBe('sent');
  });

  it('off (the default): no push row, so nothing reaches the gateway', async () => {
    await setPush(false);
    const key = randomUUID();
    await db().transaction((tx) => notify(tx, orderNotice(key)));
    expect(
      await db()
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.idempotencyKey, `${key}:${admin}:push`)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.idempotencyKey, `${key}:${admin}:email`)),
    ).toHaveLength(1);
  });
});
