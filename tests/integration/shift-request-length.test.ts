import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shiftsCreate from '@/app/api/on-demand/shifts/route';
import { db } from '@/lib/db/client';
import { locations, shifts } from '@/lib/db/schema';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';

/**
 * Issue 10, part 9: a shift request of 23 hours (08:00 → 07:00) was accepted without a word. Over 12
 * hours it now needs `confirm_long: true`; the 400 without it says how long, at the location's clock.
 */

const demo = demoSessions(['admin']);
let world: PermissionWorld;
let site = '';
let client: PortalContact;

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  site = world.sites[0];
  await db().update(locations).set({ timezone: 'America/Chicago' }).where(eq(locations.id, site));
  client = await portalContact(world, demo.admin, 'lena', [site], {});
});
afterAll(() => cleanUp(world));

// 2031-01-07 08:00 in Chicago (UTC−6) is 14:00 UTC.
const START = '2031-01-07T14:00:00.000Z';
const hoursLater = (h: number) => new Date(Date.parse(START) + h * 3_600_000).toISOString();
const request = (token: string, ends: string, extra: Record<string, unknown> = {}) =>
  call(shiftsCreate.POST, 'POST', '/api/on-demand/shifts', {
    token,
    body: {
      app: 'client-portal',
      draft: true,
      location_id: site,
      position: `Loader ${world.tag}`,
      starts_at: START,
      ends_at: ends,
      headcount: 2,
      ...extra,
    },
  });
const made = (ends: string) =>
  db()
    .select()
    .from(shifts)
    .where(and(eq(shifts.locationId, site), eq(shifts.startsAt, new Date(START)), eq(shifts.endsAt, new Date(ends))));

describe('POST /on-demand/shifts: a long shift must be confirmed', () => {
  it('08:00 → 07:00 (23 h) without confirm_long → 400 confirm_required saying so, at the location’s clock; nothing is made', async () => {
    for (const token of [client.token, demo.admin]) {
      const res = await request(token, hoursLater(23));
      const body = await json<{ message: string; error_code: string; errors: Record<string, string> }>(res);
      expect(res.status).toBe(400);
      expect(body.error_code).toBe('confirm_required');
      expect(body.message).toBe('This shift is 23 hours long (08:00 → 07:00 the next day). Confirm that it is meant to be this long.');
      expect(body.errors.confirm_long).toBe(body.message);
    }
    expect(await made(hoursLater(23))).toEqual([]);
  });

  it('with confirm_long: true it is made', async () => {
    const res = await request(client.token, hoursLater(23), { confirm_long: true });
    expect(res.status).toBe(200);
    expect(await made(hoursLater(23))).toHaveLength(1);
  });

  it('12 hours needs no confirmation; 12 h 30 does (and says the minutes)', async () => {
    expect((await request(client.token, hoursLater(12))).status).toBe(200);
    const body = await expectError(await request(client.token, hoursLater(12.5)), 400, 'confirm_required');
    expect(body.message).toBe('This shift is 12 hours 30 minutes long (08:00 → 20:30). Confirm that it is meant to be this long.');
  });

  it('over 24 hours stays refused, confirmed or not', async () => {
    await expectError(await request(client.token, hoursLater(25), { confirm_long: true }), 400, 'bad_request');
    await expectError(await request(client.token, hoursLater(12), { confirm_long: 'yes' }), 400, 'bad_request');
    expect(await made(hoursLater(25))).toEqual([]);
  });
});
