import { addDays, format } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/main/orders/route';
import { agencyPosition } from './agency-position';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as markOne from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as mark from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as rejectOne from '@/app/api/main/client-portal/timesheets/v2/reject/[id]/route';
import * as reject from '@/app/api/main/client-portal/timesheets/v2/reject/route';
import type { ApiError } from '@/lib/errors';
import { db } from '@/lib/db/client';
import { contactProfiles, orders, timesheetLogs, users } from '@/lib/db/schema';
import { seedContactPermissions } from '@/lib/db/seed/contact-permissions';
import { createOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { lookupSession } from '@/lib/auth/guard';
import {
  cleanUp,
  permissionWorld,
  portalContact,
  setPermissions,
  type PermissionWorld,
  type PortalContact,
} from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { makeTimesheet, sheetById } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 10, part 6: the contact switches are enforced by the guard and the services, each shown
 * allowed and refused. 'Receive timesheet emails' is in timesheet-submitted-mail.test.ts.
 */

const demo = demoSessions(['admin', 'recruiter']);
let world: PermissionWorld;
let approver: PortalContact;
let unsaved: PortalContact;

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  approver = await portalContact(world, demo.admin, 'ava', [world.sites[0]], { approveTimesheets: true });
  // Portal access only: no switch was ever saved, so she gets the defaults (every one off).
  unsaved = await portalContact(world, demo.admin, 'ben', [world.sites[0]], {});
});
afterAll(() => cleanUp(world));

const submitted = () => makeTimesheet({ tenantId: demo.acmeId, locationId: world.sites[0], status: 'submitted', cards: 2 });
const P = '/api/main/client-portal/timesheets';
const detail = async (token: string, id: string) => {
  const res = await call(one.GET, 'GET', `${P}/v2/${id}`, { token, params: { id } });
  const body = await json<{ data: TimesheetDetail }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
};
/** Every way to approve or reject: bulk and single routes, and the SPEC §4 update call. */
const decisions = (token: string, id: string) => [
  () => call(mark.PUT, 'PUT', `${P}/v2/mark`, { token, body: { timesheet_ids: [id] } }),
  () => call(markOne.PUT, 'PUT', `${P}/v2/mark/${id}`, { token, params: { id } }),
  () => call(reject.PUT, 'PUT', `${P}/v2/reject`, { token, body: { timesheet_ids: [id], comment: 'Hours look wrong' } }),
  () => call(rejectOne.PUT, 'PUT', `${P}/v2/reject/${id}`, { token, params: { id }, body: { comment: 'Hours look wrong' } }),
  () => call(one.PUT, 'PUT', `${P}/v2/${id}`, { token, params: { id }, body: { status: 'approved' } }),
  () => call(one.PUT, 'PUT', `${P}/v2/${id}`, { token, params: { id }, body: { status: 'rejected', comment: 'Hours look wrong' } }),
];

describe("'Approve timesheets'", () => {
  it('a contact with no saved switch gets the default: off', async () => {
    const session = await lookupSession(unsaved.token);
    expect(session.ok && session.session.permissions).toEqual({
      approveTimesheets: false,
      receiveTimesheetEmails: false,
      createOrders: false,
    });
  });

  it('off: no approve or reject is offered, and every approve and reject path answers 403 naming the switch; nothing changes', async () => {
    const sheet = await submitted();
    expect((await detail(unsaved.token, sheet.id)).allowed_actions).toEqual([]);
    for (const attempt of decisions(unsaved.token, sheet.id)) {
      const body = await expectError(await attempt(), 403, 'forbidden');
      expect(body.message).toMatch(/'Approve timesheets' is off/);
    }
    expect((await sheetById(sheet.id)).status).toBe('submitted');
    expect(await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet.id))).toEqual([]);
  });

  it('on: approve and reject are offered and work, by the bulk, single and update routes', async () => {
    const [a, b, c] = [await submitted(), await submitted(), await submitted()];
    expect((await detail(approver.token, a.id)).allowed_actions).toEqual(['approve', 'reject']);
    expect((await decisions(approver.token, a.id)[0]!()).status).toBe(200);
    expect((await sheetById(a.id)).status).toBe('approved');
    expect((await decisions(approver.token, b.id)[3]!()).status).toBe(200);
    expect((await sheetById(b.id)).status).toBe('rejected');
    expect((await decisions(approver.token, c.id)[4]!()).status).toBe(200);
    expect((await sheetById(c.id)).status).toBe('approved');
  });

  it('switched off while she is signed in: her very next request is refused (the cached session is dropped on save), and on again works', async () => {
    const [first, second] = [await submitted(), await submitted()];
    expect((await detail(approver.token, first.id)).allowed_actions).toContain('approve');
    await setPermissions(demo.admin, approver.contactId, { approveTimesheets: false });
    expect((await detail(approver.token, first.id)).allowed_actions).toEqual([]);
    await expectError(await decisions(approver.token, first.id)[1]!(), 403, 'forbidden');
    await setPermissions(demo.admin, approver.contactId, { approveTimesheets: true });
    expect((await decisions(approver.token, second.id)[1]!()).status).toBe(200);
    expect((await sheetById(second.id)).status).toBe('approved');
  });

  it('staff are never narrowed by a switch: a recruiter approves', async () => {
    const sheet = await submitted();
    expect((await decisions(demo.recruiter, sheet.id)[1]!()).status).toBe(200);
  });
});

describe("'Create orders'", () => {
  const start = format(addDays(new Date(), 7), 'yyyy-MM-dd');
  const place = async (token: string, position: string) => {
    await agencyPosition(demo.acmeId, position);
    return call(ordersRoute.POST, 'POST', '/api/main/orders', {
      token,
      body: { location_id: world.sites[0], position, headcount: 2, start_date: start },
    });
  };
  const ordersFor = (position: string) =>
    db()
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, demo.acmeId), eq(orders.position, position)));

  it('on: the contact places an order at her location', async () => {
    const buyer = await portalContact(world, demo.admin, 'cara', [world.sites[0]], { createOrders: true });
    const position = `Sorter ${world.tag} on`;
    expect((await place(buyer.token, position)).status).toBe(200);
    expect(await ordersFor(position)).toHaveLength(1);
  });

  it('off: 403 from the route naming the switch, and the service refuses too when called past the route; no order is made', async () => {
    const position = `Sorter ${world.tag} off`;
    const body = await expectError(await place(unsaved.token, position), 403, 'forbidden');
    expect(body.message).toMatch(/'Create orders' is off/);
    const found = await lookupSession(unsaved.token);
    if (!found.ok) throw new Error('session expected');
    const err = await createOrder(db(), await clientScopeOf(db(), found.session), {
      location_id: world.sites[0],
      position,
      headcount: 1,
      start_date: start,
    }).then(
      () => null,
      (e: unknown) => e as ApiError,
    );
    expect(err?.status).toBe(403);
    expect(await ordersFor(position)).toEqual([]);
  });

  it('staff are unaffected: an admin places one', async () => {
    const position = `Sorter ${world.tag} staff`;
    expect((await place(demo.admin, position)).status).toBe(200);
    const rows = await ordersFor(position);
    expect(rows).toHaveLength(1);
    await db()
      .delete(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.id),
        ),
      );
  });
});

describe('the demo contacts (seed)', () => {
  it('get every switch on, once: a photo-only profile gets them, saved settings are never overridden', async () => {
    const casey = theRow(
      await db()
        .select({ contactId: users.contactId })
        .from(users)
        .where(and(eq(users.tenantId, demo.acmeId), eq(users.email, 'contact@acme.test'))),
    );
    const contactId = String(casey.contactId);
    const settingsOf = async () =>
      (await db().select({ settings: contactProfiles.settings }).from(contactProfiles).where(eq(contactProfiles.contactId, contactId)))[0]
        ?.settings;
    const saved = await settingsOf();
    expect(saved).toEqual({ approveTimesheets: true, receiveTimesheetEmails: true, createOrders: true });
    try {
      await db().update(contactProfiles).set({ settings: {} }).where(eq(contactProfiles.contactId, contactId));
      await seedContactPermissions(db(), demo.acmeId);
      expect(await settingsOf()).toEqual(saved);
      await db()
        .update(contactProfiles)
        .set({ settings: { approveTimesheets: false } })
        .where(eq(contactProfiles.contactId, contactId));
      await seedContactPermissions(db(), demo.acmeId);
      expect(await settingsOf()).toEqual({ approveTimesheets: false });
    } finally {
      await db().update(contactProfiles).set({ settings: saved }).where(eq(contactProfiles.contactId, contactId));
    }
  });
});
