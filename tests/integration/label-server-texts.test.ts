import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as labelRoute from '@/app/api/main/dashboard-labels/[id]/route';
import * as publishRoute from '@/app/api/on-demand/shifts/[id]/publish/route';
import * as listRoute from '@/app/api/main/notifications/route';
import * as activityCsvRoute from '@/app/api/main/activity-report/export.csv/route';
import { db } from '@/lib/db/client';
import { locations, mailbox, notificationOutbox, notifications, notificationSettings, shifts, users } from '@/lib/db/schema';
import { dispatchAll } from '@/lib/notifications/dispatch';
import { parseCsv } from '../support/csv';
import type { NotificationList } from '@/lib/notification-centre/schema';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { bodyOf } from './fixtures';
import { call, signIn } from './helpers';
import { ownTenant } from './own-tenant';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 22 item 9: a tenant that renamed the shift label ("Einsatzdienst") reads its own word in the
 * shift mails and bell items the server writes, in the sentences of the reader's language (German
 * here); a tenant that never renamed it keeps the catalogue's "Schicht". An export's headers name a
 * renamed placement label too. A tenant of the file's own: renaming is tenant-wide.
 */

const SLUG = 'label-notify';
const HOUR = 3_600_000;
let tenantId = '';
let admin = '';
let recruiter = '';
let world: PermissionWorld;
let dana: PortalContact;
let fileStart = '';

const rename = (body: Record<string, unknown> | null, id = 'shift') =>
  body
    ? call(labelRoute.PUT, 'PUT', `/api/main/dashboard-labels/${id}`, { token: admin, params: { id }, body })
    : call(labelRoute.DELETE, 'DELETE', `/api/main/dashboard-labels/${id}`, { token: admin, params: { id } });

/** The header row of the activity report's CSV, read in `language`. */
async function activityHeaders(language: string) {
  const res = await call(activityCsvRoute.GET, 'GET', '/api/main/activity-report/export.csv?from=2019-03-04&to=2019-03-17', {
    token: admin,
    headers: { 'x-timezone': 'UTC', 'accept-language': language },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return parseCsv(await res.text())[0]!;
}

/** A draft shift at the first site, requested by Dana, `days` ahead at 08:00 UTC. */
async function makeShift(days: number) {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + days * 24 * HOUR);
  start.setUTCHours(8, 0, 0, 0);
  const row = theRow(
    await db()
      .insert(shifts)
      .values({
        tenantId,
        locationId: world.sites[0],
        position: `Picker ${world.tag}`,
        startsAt: start,
        endsAt: new Date(start.getTime() + 8 * HOUR),
        headcount: 2,
        status: 'draft',
        requestedBy: dana.userId,
      })
      .returning(),
  );
  return row.id;
}

async function publish(id: string) {
  const res = await call(publishRoute.POST, 'POST', `/api/on-demand/shifts/${id}/publish`, { token: recruiter, params: { id }, body: {} });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** The mail and the bell title Dana (German) gets for the shift `id`. */
async function whatDanaReads(id: string) {
  await dispatchAll(db());
  const [row] = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, dana.userId), sql`${notifications.idempotencyKey} like ${`shift:${id}:%`}`));
  const mails = await db().select().from(mailbox).where(eq(mailbox.to, dana.email)).orderBy(mailbox.id);
  const mail = mails.filter((m) => m.subject.includes(`Picker ${world.tag}`)).at(-1);
  const list = await bodyOf<NotificationList>(
    await call(listRoute.GET, 'GET', '/api/main/notifications', { token: dana.token, headers: { 'accept-language': 'de' } }),
  );
  return { mail, title: list.data.find((n) => n._id === row?.id)?.title };
}

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Label Notify Staffing');
  tenantId = tenant.id;
  [admin, recruiter] = await Promise.all([signIn(`admin@${SLUG}.test`, SLUG), signIn(`recruiter@${SLUG}.test`, SLUG)]);
  world = await permissionWorld(admin, SLUG);
  await db().update(locations).set({ timezone: 'UTC' }).where(inArray(locations.id, world.sites));
  dana = await portalContact(world, admin, 'dana', [world.sites[0]], {});
  await db().update(users).set({ locale: 'de' }).where(eq(users.id, dana.userId));
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, tenantId));
  fileStart = (await db().execute<{ t: string }>(sql`select clock_timestamp()::text as t`)).rows[0]!.t;
});

afterAll(async () => {
  await rename(null);
  await rename(null, 'placement');
  if (fileStart) {
    for (const table of [notificationOutbox, notifications])
      await db()
        .delete(table)
        .where(and(eq(table.tenantId, tenantId), sql`created_at >= ${fileStart}::timestamptz`));
  }
  await db()
    .delete(shifts)
    .where(and(eq(shifts.tenantId, tenantId), sql`position = ${`Picker ${world?.tag ?? ''}`}`));
  await cleanUp(world);
});

describe('shift notifications name the tenant’s label', () => {
  it('renamed: the German mail and bell item say the tenant’s word, not „Schicht“', async () => {
    const res = await rename({ label: 'Einsatzdienst', plural: 'Einsatzdienste' });
    expect(res.status, await res.clone().text()).toBe(200);
    const id = await makeShift(5);
    await publish(id);
    const { mail, title } = await whatDanaReads(id);
    expect(mail?.subject).toMatch(/^Einsatzdienst: veröffentlicht – Picker /);
    expect(mail?.text).toContain('Die Agentur hat Ihre Anfrage (Einsatzdienst) veröffentlicht: Picker');
    expect(mail?.text).toContain('Einsatzdienste öffnen: http');
    expect(mail?.text).not.toMatch(/Schicht/);
    expect(mail?.html).toContain('lang="de"');
    expect(title).toMatch(/^Ihre Anfrage \(Einsatzdienst\) wurde veröffentlicht: Picker /);
  });

  it('not renamed: the catalogue’s German words stay', async () => {
    await rename(null);
    const id = await makeShift(6);
    await publish(id);
    const { mail, title } = await whatDanaReads(id);
    expect(mail?.subject).toMatch(/^Schicht veröffentlicht: Picker /);
    expect(title).toMatch(/^Ihre Schichtanfrage wurde veröffentlicht/);
  });
});

describe('exports name the tenant’s label', () => {
  it('the activity report’s placements column is headed with the renamed plural, the English word otherwise', async () => {
    expect(await activityHeaders('en')).toEqual(['Day', 'Logins', 'Timesheet actions', 'Applications', 'Placements']);
    const res = await rename({ label: 'Assignment' }, 'placement');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await activityHeaders('en')).toEqual(['Day', 'Logins', 'Timesheet actions', 'Applications', 'Assignments']);
    await rename(null, 'placement');
    expect((await activityHeaders('en')).at(-1)).toBe('Placements');
  });
});
