import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as route from '@/app/api/main/notification-settings/route';
import { db } from '@/lib/db/client';
import { notificationSettings } from '@/lib/db/schema';
import { CHANNEL_DEFAULTS, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type SettingsMatrix } from '@/lib/notification-settings/events';
import { notificationEnabled } from '@/lib/notification-settings/queries';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';

const PATH = '/api/main/notification-settings';
const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

const get = (token?: string) => call(route.GET, 'GET', PATH, { token });
const put = (token: string | undefined, body: unknown) => call(route.PUT, 'PUT', PATH, { token, body });

async function matrixOf(token: string): Promise<SettingsMatrix> {
  const res = await get(token);
  const out = await json<{ data: SettingsMatrix }>(res);
  expect(res.status).toBe(200);
  return out.data;
}

beforeAll(async () => {
  // Start from the defaults whatever an earlier run left.
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));
});

describe('notification settings', () => {
  it('answers the full matrix with the defaults applied (email and in-app on, push off)', async () => {
    const m = await matrixOf(demo.admin);
    expect(Object.keys(m).sort()).toEqual([...NOTIFICATION_EVENTS].sort());
    for (const event of NOTIFICATION_EVENTS) expect(m[event]).toEqual(CHANNEL_DEFAULTS);
    expect(Object.keys(m.timesheet_submitted).sort()).toEqual([...NOTIFICATION_CHANNELS].sort());
  });

  it('saves changes for the tenant only, answers the new matrix, and notificationEnabled follows', async () => {
    const res = await put(demo.superadmin, {
      settings: [
        { event: 'timesheet_submitted', channel: 'push', enabled: true },
        { event: 'order_created', channel: 'email', enabled: false },
        { event: 'order_created', channel: 'email', enabled: true },
        { event: 'application_received', channel: 'in_app', enabled: false },
      ],
    });
    const out = await json<{ data: SettingsMatrix }>(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    expect(out.data.timesheet_submitted).toEqual({ email: true, in_app: true, push: true });
    expect(out.data.application_received).toEqual({ email: true, in_app: false, push: false });
    expect(out.data.order_created.email).toBe(true);
    expect(await matrixOf(demo.admin)).toEqual(out.data);
    expect(await notificationEnabled(db(), demo.acmeId, 'timesheet_submitted', 'push')).toBe(true);
    expect(await notificationEnabled(db(), demo.acmeId, 'application_received', 'in_app')).toBe(false);
    expect(await notificationEnabled(db(), demo.acmeId, 'shift_requested', 'email')).toBe(true);
    expect(await notificationEnabled(db(), demo.globexId, 'timesheet_submitted', 'push')).toBe(false);
    expect((await matrixOf(demo.globexAdmin)).timesheet_submitted.push).toBe(false);
    const rows = await db()
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.tenantId, demo.acmeId), eq(notificationSettings.event, 'order_created')));
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown events or channels and malformed bodies with 400, changing nothing', async () => {
    const before = await matrixOf(demo.admin);
    for (const settings of [
      [{ event: 'payday', channel: 'email', enabled: true }],
      [{ event: 'order_created', channel: 'sms', enabled: true }],
      [{ event: 'order_created', channel: 'email', enabled: 'yes' }],
      'all',
    ]) {
      const err = await expectError(await put(demo.admin, { settings }), 400, 'bad_request');
      expect(err.message).toMatch(/settings/);
    }
    await expectError(
      await put(demo.admin, {
        settings: [
          { event: 'payday', channel: 'email', enabled: false },
          { event: 'order_created', channel: 'push', enabled: true },
        ],
      }),
      400,
    );
    expect(await matrixOf(demo.admin)).toEqual(before);
  });

  it('is for admins: a Recruiter and a Company Contact get 403, no session 401', async () => {
    const change = { settings: [{ event: 'placement_created', channel: 'email', enabled: false }] };
    await expectError(await put(demo.recruiter, change), 403, 'forbidden');
    await expectError(await get(demo.recruiter), 403, 'forbidden');
    await expectError(await put(demo.contact, change), 403, 'forbidden');
    await expectError(await put(undefined, change), 401, 'unauthorized_access');
    expect((await matrixOf(demo.admin)).placement_created.email).toBe(true);
  });
});
