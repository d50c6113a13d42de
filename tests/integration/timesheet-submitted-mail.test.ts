import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as submit from '@/app/api/main/client-portal/timesheets/submit/route';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import { db } from '@/lib/db/client';
import { dispatchAll } from '@/lib/notifications/dispatch';
import { approvalLinks, candidates, locations, mailbox, notificationOutbox, timecards } from '@/lib/db/schema';
import {
  cleanUp,
  permissionWorld,
  portalContact,
  setPermissions,
  type PermissionWorld,
  type PortalContact,
} from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { makeTimesheet, sheetById, type SheetRow } from './time-helpers';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * Issue 10, part 6: 'Receive timesheet emails'. A submit mails, once it commits, each Company Contact
 * assigned to a submitted timesheet's location who may approve it and asked for these mails: one mail
 * per reader per submit, listing her timesheets. Nobody else gets one.
 */

const demo = demoSessions(['admin'], ['admin']);
let world: PermissionWorld;
let globexWorld: PermissionWorld;
const both = { approveTimesheets: true, receiveTimesheetEmails: true };
let reader: PortalContact; // north dock, both switches on
let quiet: PortalContact; // north dock, may approve, no mails
let noApprove: PortalContact; // north dock, mails on, may not approve
let southOnly: PortalContact; // south dock only, both on
let twoSites: PortalContact; // both docks, both on
let otherTenant: PortalContact; // globex, both on

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  globexWorld = await permissionWorld(demo.globexAdmin, 'globex');
  const [north, south] = world.sites;
  reader = await portalContact(world, demo.admin, 'erin', [north], both);
  quiet = await portalContact(world, demo.admin, 'finn', [north], { approveTimesheets: true, receiveTimesheetEmails: false });
  noApprove = await portalContact(world, demo.admin, 'gail', [north], { approveTimesheets: false, receiveTimesheetEmails: true });
  southOnly = await portalContact(world, demo.admin, 'hugo', [south], both);
  twoSites = await portalContact(world, demo.admin, 'iris', [north, south], both);
  otherTenant = await portalContact(globexWorld, demo.globexAdmin, 'jade', globexWorld.sites, both);
});
afterAll(async () => {
  await cleanUp(world);
  await cleanUp(globexWorld);
});

const everyone = () => [reader, quiet, noApprove, southOnly, twoSites, otherTenant].map((c) => c.email);
/** What reached the mailbox once the outbox was dispatched (the worker does it in a running app). */
const mailsTo = async (emails: string[]) => {
  await dispatchAll(db());
  return db().select().from(mailbox).where(inArray(mailbox.to, emails)).orderBy(mailbox.id);
};
const clearMail = () => db().delete(mailbox).where(inArray(mailbox.to, everyone()));
const pending = (site = world.sites[0]) => makeTimesheet({ tenantId: demo.acmeId, locationId: site, cards: 3 });
const submitIds = (ids: string[]) =>
  call(submit.POST, 'POST', '/api/main/client-portal/timesheets/submit', { token: demo.admin, body: { timesheet_ids: ids } });

async function workerOf(sheet: SheetRow): Promise<string> {
  const c = (await db().select().from(candidates).where(eq(candidates.id, sheet.candidateId)))[0]!;
  return `${c.firstName} ${c.lastName}`;
}

describe('the mail a submit sends', () => {
  it('goes to the readers of the location only: not with the switch off, not to one who may not approve, another location or another tenant', async () => {
    await clearMail();
    const sheet = await pending();
    expect((await submitIds([sheet.id])).status).toBe(200);
    const mails = await mailsTo(everyone());
    expect(mails.map((m) => m.to).sort()).toEqual([reader.email, twoSites.email].sort());
    const mail = mails.filter((m) => m.to === reader.email)[0]!;
    const site = (await db().select().from(locations).where(eq(locations.id, world.sites[0])))[0]!;
    expect(mail.tenantId).toBe(demo.acmeId);
    expect(mail.subject).toBe('A timesheet awaits your approval');
    expect(mail.text).toContain(`Hello erin Perm ${world.tag},`);
    expect(mail.text).toContain(`${await workerOf(sheet)}'s timesheet for ${site.name}, week of `);
    // The button is a one-click approval link for exactly this timesheet, for this reader, expiring.
    const link = /Review and approve: (http:\/\/localhost:3000\/approve\/[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect(mail.text).toMatch(/This link expires on .+\. It can approve or reject these timesheets and nothing else\./);
    const issued = (
      await db().select().from(approvalLinks).where(eq(approvalLinks.userId, reader.userId)).orderBy(desc(approvalLinks.createdAt)).limit(1)
    )[0]!;
    expect(issued.timesheetIds).toEqual([sheet.id]);
    // Branded HTML: the tenant's name in the header, the same words, the button.
    expect(mail.html).toContain('Acme Staffing');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('a bulk submit sends each reader one mail listing her timesheets, whatever location each is at', async () => {
    await clearMail();
    const [a, b, south] = [await pending(), await pending(), await pending(world.sites[1])];
    expect((await submitIds([a.id, b.id, south.id])).status).toBe(200);
    const mails = await mailsTo(everyone());
    expect(mails.map((m) => m.to).sort()).toEqual([reader.email, southOnly.email, twoSites.email].sort());
    const of = (c: PortalContact) => mails.find((m) => m.to === c.email)!;
    expect(of(reader).subject).toBe('2 timesheets await your approval');
    expect(of(southOnly).subject).toBe('A timesheet awaits your approval');
    expect(of(twoSites).subject).toBe('3 timesheets await your approval');
    // Each reader's notification names her own timesheets (the approval link is made from them).
    const idsOf = async (c: PortalContact) =>
      (
        await db()
          .select()
          .from(notificationOutbox)
          .where(eq(notificationOutbox.userId, c.userId))
          .orderBy(desc(notificationOutbox.createdAt))
          .limit(1)
      )[0]!.payload.timesheet_ids as string[];
    expect((await idsOf(reader)).sort()).toEqual([a.id, b.id].sort());
    expect(await idsOf(southOnly)).toEqual([south.id]);
    expect((await idsOf(twoSites)).sort()).toEqual([a.id, b.id, south.id].sort());
  });

  it('the SPEC §4 update call (status submitted) mails too', async () => {
    await clearMail();
    const sheet = await pending();
    expect(
      (
        await call(one.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${sheet.id}`, {
          token: demo.admin,
          params: { id: sheet.id },
          body: { status: 'submitted' },
        })
      ).status,
    ).toBe(200);
    expect((await mailsTo(everyone())).map((m) => m.to).sort()).toEqual([reader.email, twoSites.email].sort());
  });

  it('a refused submit sends nothing: one timesheet not pending, or one with an open clock-in', async () => {
    await clearMail();
    const [fine, done] = [await pending(), await makeTimesheet({ tenantId: demo.acmeId, locationId: world.sites[0], status: 'approved' })];
    await expectError(await submitIds([fine.id, done.id]), 409, 'conflict');
    const open = await pending();
    await db()
      .insert(timecards)
      .values({
        tenantId: demo.acmeId,
        timesheetId: open.id,
        candidateId: open.candidateId,
        locationId: open.locationId,
        position: 'Picker',
        clockIn: new Date(`${open.weekStart}T20:00:00Z`),
        source: 'kiosk',
      });
    await expectError(await submitIds([open.id]), 409, 'conflict');
    expect((await sheetById(fine.id)).status).toBe('pending');
    expect(await mailsTo(everyone())).toEqual([]);
    await db()
      .delete(timecards)
      .where(and(eq(timecards.timesheetId, open.id), isNull(timecards.clockOut)));
  });

  it('turning the switch on for a contact makes her a reader from the next submit', async () => {
    await clearMail();
    await setPermissions(demo.admin, quiet.contactId, { receiveTimesheetEmails: true });
    const sheet = await pending();
    expect((await submitIds([sheet.id])).status).toBe(200);
    expect((await mailsTo(everyone())).map((m) => m.to).sort()).toEqual([reader.email, quiet.email, twoSites.email].sort());
  });
});
