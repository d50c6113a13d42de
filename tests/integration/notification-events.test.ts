import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, like, sql, type Column } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apply from '@/app/api/candidates/public/[company]/jobs/[jobId]/apply/route';
import * as messagesRoute from '@/app/api/main/helpdesk/tickets/[id]/messages/route';
import * as ticketsRoute from '@/app/api/main/helpdesk/tickets/route';
import * as settingsRoute from '@/app/api/main/notification-settings/route';
import * as ordersRoute from '@/app/api/main/orders/route';
import { agencyPosition } from './agency-position';
import * as placementsRoute from '@/app/api/main/placements/route';
import * as placementRequestRoute from '@/app/api/main/public/[company]/placement-requests/route';
import * as confirmRoute from '@/app/api/main/public/placement-requests/confirm/route';
import * as submitRoute from '@/app/api/main/client-portal/timesheets/submit/route';
import * as markRoute from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as rejectRoute from '@/app/api/main/client-portal/timesheets/v2/reject/route';
import * as shiftsRoute from '@/app/api/on-demand/shifts/route';
import * as progressRoute from '@/app/api/onboarding/assignments/[id]/items/[itemId]/route';
import * as assignRoute from '@/app/api/onboarding/packets/[id]/assign/route';
import * as itemOne from '@/app/api/onboarding/packets/[id]/items/[itemId]/route';
import * as itemsRoute from '@/app/api/onboarding/packets/[id]/items/route';
import * as packetsRoute from '@/app/api/onboarding/packets/route';
import { ROLE_IDS, type Role } from '@/lib/auth/roles';
import { db } from '@/lib/db/client';
import {
  applications,
  candidates,
  companies,
  jobs,
  locations,
  mailbox,
  notificationOptOuts,
  notificationOutbox,
  notifications,
  notificationSettings,
  onboardingPackets,
  placementRequests,
  tickets,
  users,
} from '@/lib/db/schema';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@/lib/notification-settings/events';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { dataOf, demoSessions } from './fixtures';
import { call, signIn, userByEmail } from './helpers';
import { makeTimesheet, type SheetRow } from './time-helpers';
import { acceptInvite, invited, patchUser } from './users-fixtures';

/**
 * Issue 11, "Done means": every wired event reaches the right people and none of the wrong ones. Each
 * action goes through its real route; what it recorded is read back from `notifications` (in-app) and
 * `notification_outbox` (email), every tenant's rows of that event since just before the action, so a
 * row for anyone unexpected (the other tenant, the actor, a contact, a deactivated user) shows up.
 * timesheet_submitted (the contacts of the location who receive timesheet emails) has its own file:
 * timesheet-submitted-mail.test.ts.
 */

const demo = demoSessions(['admin', 'recruiter', 'superadmin'], ['admin']);
const tag = randomUUID().slice(0, 8);

type Person = { id: string; token: string };
let admin: Person;
let recruiter: Person;
let superadmin: Person;
/** Agency staff of our own: a second Company Admin, one who opted out of every event's email, one deactivated, a recruiter who submits. */
let admin2: Person;
let quiet: Person;
let gone: Person;
let owner: Person;
let world: PermissionWorld;
/** Company Contacts of our own client company: one at North Dock, one at South Dock. */
let north: PortalContact;
let south: PortalContact;
let globexUsers: string[] = [];
let fileStart = '';
let savedSettings: (typeof notificationSettings.$inferSelect)[] = [];
const made = { tickets: [] as string[], packets: [] as string[], jobs: [] as string[] };

// ── What an action recorded ────────────────────────────────────────────────────────────────────

type InApp = typeof notifications.$inferSelect;
type Outbox = typeof notificationOutbox.$inferSelect;
type Seen = { inApp: InApp[]; email: Outbox[] };

/** The database's clock, as text (microseconds kept), to compare created_at with. */
async function dbNow(): Promise<string> {
  return (await db().execute<{ t: string }>(sql`select clock_timestamp()::text as t`)).rows[0]!.t;
}
const since = (col: Column, t: string) => sql`${col} >= ${t}::timestamptz`;

/** Runs the action and answers every row of `event` (any tenant, any user) recorded meanwhile. */
async function fired(event: NotificationEvent, action: () => Promise<unknown>): Promise<Seen> {
  const t = await dbNow();
  await action();
  const [inApp, email] = await Promise.all([
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, event), since(notifications.createdAt, t))),
    db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.event, event), eq(notificationOutbox.channel, 'email'), since(notificationOutbox.createdAt, t))),
  ]);
  return { inApp, email };
}

const idsOf = (rows: { userId: string }[]) => rows.map((r) => r.userId).sort();
const sorted = (ids: string[]) => [...ids].sort();

/**
 * Exactly these users got the in-app row, and the same minus those who opted out of the email got
 * the mail; everything in acme; none of `never` anywhere. Each in-app row and mail carries `payload`
 * and `link`.
 */
function expectDelivered(seen: Seen, o: { to: string[]; never: string[]; payload: Record<string, unknown>; link: string }) {
  expect(idsOf(seen.inApp)).toEqual(sorted(o.to));
  expect(idsOf(seen.email)).toEqual(sorted(o.to.filter((id) => id !== quiet.id)));
  for (const id of o.never) {
    expect(idsOf(seen.inApp), `in-app row for ${id}`).not.toContain(id);
    expect(idsOf(seen.email), `email for ${id}`).not.toContain(id);
  }
  for (const row of [...seen.inApp, ...seen.email]) expect(row.tenantId).toBe(demo.acmeId);
  for (const row of seen.inApp) {
    expect(row.payload).toEqual(o.payload);
    expect(row.link).toBe(o.link);
  }
  for (const row of seen.email) {
    expect(row.payload).toEqual({ ...o.payload, link: o.link });
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  }
}

/** The tenant's active users in these roles, read straight from the table. */
async function activeStaff(...roles: Role[]): Promise<string[]> {
  const rows = await db()
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, demo.acmeId),
        eq(users.active, true),
        inArray(
          users.roleId,
          roles.map((r) => ROLE_IDS[r]),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
/** The agency's desk: active Company Admins and Recruiters (not Super Admins, not contacts). */
const desk = () => activeStaff('company_admin', 'recruiter');

/** Who must never hear of an acme event from outside: the other tenant, the deactivated, the Super Admin, the contacts. */
const outsiders = () => [...globexUsers, gone.id, superadmin.id, north.userId, south.userId];

/** Turns the event's email off for the tenant (through the admin's settings route) while `run` runs. */
async function withEmailOff<T>(event: NotificationEvent, run: () => Promise<T>): Promise<T> {
  const put = (enabled: boolean) =>
    call(settingsRoute.PUT, 'PUT', '/api/main/notification-settings', {
      token: admin.token,
      body: { settings: [{ event, channel: 'email', enabled }] },
    });
  expect((await put(false)).status).toBe(200);
  try {
    return await run();
  } finally {
    expect((await put(true)).status).toBe(200);
  }
}

/** Email off: the in-app rows still go to the same people, no mail to anyone. */
function expectInAppOnly(seen: Seen, to: string[]) {
  expect(idsOf(seen.inApp)).toEqual(sorted(to));
  expect(seen.email).toEqual([]);
}

async function optOut(userId: string, event: NotificationEvent) {
  await db().insert(notificationOptOuts).values({ tenantId: demo.acmeId, userId, event, channel: 'email' }).onConflictDoNothing();
}
async function optIn(userId: string, event: NotificationEvent) {
  await db()
    .delete(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.event, event)));
}

async function setActive(userId: string, active: boolean) {
  const res = await patchUser(admin.token, userId, { active });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Deactivated while `run` runs (which signs her out), then active again; answers her new session. */
async function whileDeactivated(userId: string, email: string, run: () => Promise<void>): Promise<string> {
  await setActive(userId, false);
  try {
    await run();
  } finally {
    await setActive(userId, true);
  }
  return signIn(email, 'acme');
}

// ── Fixtures ───────────────────────────────────────────────────────────────────────────────────

const staffEmail = (label: string) => `${label}-${tag}@notify.test`;
const ownerEmail = () => staffEmail('owner');

async function staff(role: 'company_admin' | 'recruiter', label: string, withSession = false): Promise<Person> {
  const user = await invited(admin.token, { role, username: `${label} ${tag}`, email: staffEmail(label) });
  return { id: user._id, token: withSession ? await acceptInvite(user.email) : '' };
}

async function makeCandidate(first: string): Promise<{ id: string; name: string }> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId: demo.acmeId, firstName: `${first}${tag}`, lastName: 'Notify', email: `${randomUUID()}@notify.test` })
      .returning()
  )[0]!;
  return { id: row.id, name: `${row.firstName} ${row.lastName}` };
}

const siteName = async (id: string) => (await db().select({ name: locations.name }).from(locations).where(eq(locations.id, id)))[0]!.name;
const companyName = async () =>
  (await db().select({ name: companies.name }).from(companies).where(eq(companies.id, world.companyId)))[0]!.name;
const username = async (id: string) => (await db().select({ name: users.username }).from(users).where(eq(users.id, id)))[0]!.name;

beforeAll(async () => {
  const ids = await Promise.all(
    ['admin@acme.test', 'recruiter@acme.test', 'superadmin@acme.test'].map(async (e) => (await userByEmail(e)).user.id),
  );
  admin = { id: ids[0]!, token: demo.admin };
  recruiter = { id: ids[1]!, token: demo.recruiter };
  superadmin = { id: ids[2]!, token: demo.superadmin };
  fileStart = await dbNow();
  // Start from the default matrix whatever an earlier file left; afterAll puts the tenant's rows back.
  savedSettings = await db().select().from(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));

  admin2 = await staff('company_admin', 'second-admin');
  quiet = await staff('company_admin', 'quiet-admin');
  gone = await staff('company_admin', 'gone-admin');
  owner = await staff('recruiter', 'owner', true);
  await setActive(gone.id, false);
  for (const event of NOTIFICATION_EVENTS) await optOut(quiet.id, event);

  world = await permissionWorld(demo.admin, 'acme');
  const may = { approveTimesheets: true, createOrders: true, receiveTimesheetEmails: false };
  north = await portalContact(world, demo.admin, 'nora', [world.sites[0]], may);
  south = await portalContact(world, demo.admin, 'sam', [world.sites[1]], may);
  globexUsers = (await db().select({ id: users.id }).from(users).where(eq(users.tenantId, demo.globexId))).map((u) => u.id);
  expect(globexUsers.length).toBeGreaterThan(0);
});

afterAll(async () => {
  // What this file recorded is not left for a later file's dispatcher to send.
  if (fileStart) {
    await db().delete(notificationOutbox).where(since(notificationOutbox.createdAt, fileStart));
    await db().delete(notifications).where(since(notifications.createdAt, fileStart));
  }
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, demo.acmeId));
  if (savedSettings.length) await db().insert(notificationSettings).values(savedSettings);
  if (made.tickets.length) await db().delete(tickets).where(inArray(tickets.id, made.tickets));
  if (made.packets.length) await db().delete(onboardingPackets).where(inArray(onboardingPackets.id, made.packets));
  if (made.jobs.length) {
    await db().delete(applications).where(inArray(applications.jobId, made.jobs));
    await db().delete(jobs).where(inArray(jobs.id, made.jobs));
  }
  await db()
    .delete(placementRequests)
    .where(like(placementRequests.email, `%-${tag}@notify.test`));
  await cleanUp(world);
  await db()
    .delete(candidates)
    .where(and(inArray(candidates.tenantId, [demo.acmeId, demo.globexId]), like(candidates.email, '%@notify.test')));
  const ours = [admin2, quiet, gone, owner].filter(Boolean).map((p) => p.id);
  if (ours.length) await db().delete(users).where(inArray(users.id, ours));
});

describe('the agency people a setup relies on', () => {
  it('the desk is the active Company Admins and Recruiters: ours in, the deactivated one and the Super Admin out', async () => {
    const d = await desk();
    expect(d).toEqual(expect.arrayContaining([admin.id, recruiter.id, admin2.id, quiet.id, owner.id]));
    for (const id of [gone.id, superadmin.id, north.userId, south.userId, ...globexUsers]) expect(d).not.toContain(id);
  });
});

// ── application_received ───────────────────────────────────────────────────────────────────────

describe('application_received (a public application)', () => {
  let ipN = 0;
  const freshIp = () => `10.91.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;

  async function publicJob(tenantId: string): Promise<{ id: string; title: string }> {
    const loc = (await db().select().from(locations).where(eq(locations.tenantId, tenantId)).limit(1))[0]!;
    const job = (
      await db()
        .insert(jobs)
        .values({
          tenantId,
          companyId: loc.companyId,
          locationId: loc.id,
          title: `Night picker ${tag}`,
          position: 'Picker',
          description: 'Pick orders at night.',
          status: 'open',
          publishedAt: new Date(Date.now() - 86_400_000),
          validThrough: new Date(Date.now() + 30 * 86_400_000),
        })
        .returning()
    )[0]!;
    made.jobs.push(job.id);
    return { id: job.id, title: job.title };
  }
  const applyTo = (company: string, jobId: string, email: string) =>
    fired('application_received', async () => {
      const res = await call(apply.POST, 'POST', `/api/candidates/public/${company}/jobs/${jobId}/apply`, {
        body: { first_name: 'Ada', last_name: `Applicant ${tag}`, email },
        ip: freshIp(),
        params: { company, jobId },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it('reaches the whole desk (in-app, and email but for the one who opted out); no one of globex, no contact, not the deactivated or the Super Admin', async () => {
    const job = await publicJob(demo.acmeId);
    const email = `ada-${randomUUID().slice(0, 6)}@notify.test`;
    const seen = await applyTo('acme', job.id, email);
    expectDelivered(seen, {
      to: await desk(),
      never: outsiders(),
      payload: { candidate: `Ada Applicant ${tag}`, job: job.title },
      link: `/applications?search=${encodeURIComponent(email)}`,
    });
  });

  it("globex's application reaches globex's desk only", async () => {
    const job = await publicJob(demo.globexId);
    const seen = await applyTo('globex', job.id, `ada-${randomUUID().slice(0, 6)}@notify.test`);
    expect(seen.inApp.length).toBeGreaterThan(0);
    for (const row of [...seen.inApp, ...seen.email]) {
      expect(row.tenantId).toBe(demo.globexId);
      expect(globexUsers).toContain(row.userId);
    }
  });

  it('with the email channel off for the tenant: in-app only, no mail to anyone', async () => {
    const job = await publicJob(demo.acmeId);
    const seen = await withEmailOff('application_received', () => applyTo('acme', job.id, `ada-${randomUUID().slice(0, 6)}@notify.test`));
    expectInAppOnly(seen, await desk());
  });
});

// ── placement_request_confirmed ────────────────────────────────────────────────────────────────

describe('placement_request_confirmed (the embeddable form, once its link is opened)', () => {
  let ipN = 0;
  const freshIp = () => `10.92.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;

  async function requested(): Promise<{ token: string; body: Record<string, unknown> }> {
    const body = {
      company_name: `Bakery ${tag}`,
      contact_name: 'Pat Baker',
      email: `pat-${randomUUID().slice(0, 6)}-${tag}@notify.test`,
      position: 'Packer',
      headcount: 3,
      start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      location: '12 Main St',
    };
    const res = await call(placementRequestRoute.POST, 'POST', '/api/main/public/acme/placement-requests', {
      body,
      ip: freshIp(),
      params: { company: 'acme' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The request itself notifies no one: only a confirmed one is real.
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, body.email)).orderBy(desc(mailbox.id)).limit(1);
    const token = /\/confirm-placement\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { token: token!, body };
  }
  const confirm = (token: string) =>
    fired('placement_request_confirmed', async () => {
      const res = await call(confirmRoute.POST, 'POST', '/api/main/public/placement-requests/confirm', { body: { token }, ip: freshIp() });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it('reaches the desk, none of the wrong ones; sending the request alone notifies no one', async () => {
    const before = await dbNow();
    const { token } = await requested();
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.event, 'placement_request_confirmed'), since(notifications.createdAt, before))),
    ).toEqual([]);
    const seen = await confirm(token);
    expectDelivered(seen, {
      to: await desk(),
      never: outsiders(),
      payload: { company: `Bakery ${tag}`, position: 'Packer', headcount: 3 },
      link: '/placements',
    });
  });

  it('with the email channel off: in-app only', async () => {
    const { token } = await requested();
    expectInAppOnly(await withEmailOff('placement_request_confirmed', () => confirm(token)), await desk());
  });
});

// ── order_created ──────────────────────────────────────────────────────────────────────────────

describe('order_created (Company Admins only, never who ordered)', () => {
  const order = (who: string, site: string) =>
    fired('order_created', async () => {
      const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await agencyPosition(demo.acmeId, `Loader ${tag}`);
      const res = await call(ordersRoute.POST, 'POST', '/api/main/orders', {
        token: who,
        body: { location_id: site, position: `Loader ${tag}`, headcount: 4, start_date: day },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it("a contact's order reaches every active Company Admin: not the recruiters, not the contact, not the other location's contact", async () => {
    const seen = await order(north.token, world.sites[0]);
    const admins = await activeStaff('company_admin');
    expect(admins).toEqual(expect.arrayContaining([admin.id, admin2.id, quiet.id]));
    expectDelivered(seen, {
      to: admins,
      never: [...outsiders(), recruiter.id, owner.id],
      payload: { company: await companyName(), position: `Loader ${tag}`, headcount: 4 },
      link: '/orders',
    });
  });

  it("an admin's own order reaches the other Company Admins, not her", async () => {
    const seen = await order(admin.token, world.sites[1]);
    expectDelivered(seen, {
      to: (await activeStaff('company_admin')).filter((id) => id !== admin.id),
      never: [...outsiders(), admin.id, recruiter.id],
      payload: { company: await companyName(), position: `Loader ${tag}`, headcount: 4 },
      link: '/orders',
    });
  });

  it('with the email channel off: in-app only', async () => {
    expectInAppOnly(await withEmailOff('order_created', () => order(south.token, world.sites[1])), await activeStaff('company_admin'));
  });
});

// ── shift_requested ────────────────────────────────────────────────────────────────────────────

describe('shift_requested (a client asks for a shift)', () => {
  const START = '2031-03-04T13:00:00.000Z';
  const request = (who: string, site: string) =>
    fired('shift_requested', async () => {
      const res = await call(shiftsRoute.POST, 'POST', '/api/on-demand/shifts', {
        token: who,
        body: {
          app: 'client-portal',
          draft: true,
          location_id: site,
          position: `Stacker ${tag}`,
          starts_at: START,
          ends_at: '2031-03-04T19:00:00.000Z',
          headcount: 2,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it("a contact's request reaches the desk; no contact (hers or another location's), no globex user", async () => {
    const seen = await request(north.token, world.sites[0]);
    expectDelivered(seen, {
      to: await desk(),
      never: outsiders(),
      payload: { location: await siteName(world.sites[0]), position: `Stacker ${tag}`, date: '2031-03-04' },
      link: '/jobs',
    });
  });

  it('a shift staff add themselves notifies no one', async () => {
    const seen = await request(admin.token, world.sites[0]);
    expect(seen).toEqual({ inApp: [], email: [] });
  });

  it('with the email channel off: in-app only', async () => {
    expectInAppOnly(await withEmailOff('shift_requested', () => request(south.token, world.sites[1])), await desk());
  });
});

// ── placement_created ──────────────────────────────────────────────────────────────────────────

describe('placement_created (the desk, minus who placed)', () => {
  const place = (who: Person, candidateId: string) =>
    fired('placement_created', async () => {
      const res = await call(placementsRoute.POST, 'POST', '/api/main/placements', {
        token: who.token,
        body: {
          candidate_id: candidateId,
          company_id: world.companyId,
          location_id: world.sites[0],
          position: `Forklift ${tag}`,
          start_date: '2030-01-06',
          end_date: '2030-06-30',
          bill_rate: 32.5,
          pay_rate: 21,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it('placed by the recruiter: the rest of the desk hears of it, she does not', async () => {
    const worker = await makeCandidate('Pia');
    const seen = await place(recruiter, worker.id);
    expectDelivered(seen, {
      to: (await desk()).filter((id) => id !== recruiter.id),
      never: [...outsiders(), recruiter.id],
      payload: { candidate: worker.name, company: await companyName(), position: `Forklift ${tag}` },
      link: '/placements',
    });
  });

  it('placed by an admin: not her', async () => {
    const worker = await makeCandidate('Pol');
    const seen = await place(admin, worker.id);
    expect(idsOf(seen.inApp)).toEqual(sorted((await desk()).filter((id) => id !== admin.id)));
    expect(idsOf(seen.inApp)).toContain(recruiter.id);
  });

  it('with the email channel off: in-app only', async () => {
    const worker = await makeCandidate('Pam');
    expectInAppOnly(
      await withEmailOff('placement_created', () => place(admin, worker.id)),
      (await desk()).filter((id) => id !== admin.id),
    );
  });
});

// ── onboarding_completed ───────────────────────────────────────────────────────────────────────

describe('onboarding_completed (the last item of a packet done)', () => {
  type Packet = { id: string; name: string; item: string };
  async function packet(): Promise<Packet> {
    const name = `Packet ${tag} ${randomUUID().slice(0, 4)}`;
    const { _id: id } = await dataOf<{ _id: string }>(
      await call(packetsRoute.POST, 'POST', '/api/onboarding/packets', { token: admin.token, body: { name } }),
    );
    made.packets.push(id);
    const item = await dataOf<{ _id: string }>(
      await call(itemsRoute.POST, 'POST', `/api/onboarding/packets/${id}/items`, {
        token: admin.token,
        params: { id },
        body: { kind: 'form', name: 'Details', fields: [{ key: 'full_name', label: 'Full name', type: 'text', required: true }] },
      }),
    );
    return { id, name, item: item._id };
  }
  async function assign(p: Packet, candidateId: string): Promise<string> {
    const out = await dataOf<{ assignment_ids: string[] }>(
      await call(assignRoute.POST, 'POST', `/api/onboarding/packets/${p.id}/assign`, {
        token: admin.token,
        params: { id: p.id },
        body: { candidate_ids: [candidateId] },
      }),
    );
    return out.assignment_ids[0]!;
  }
  const complete = (who: Person, assignment: string, p: Packet) =>
    fired('onboarding_completed', async () => {
      const res = await call(progressRoute.PUT, 'PUT', `/api/onboarding/assignments/${assignment}/items/${p.item}`, {
        token: who.token,
        params: { id: assignment, itemId: p.item },
        body: { answers: { full_name: 'Ann Lee' } },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });

  it('the recruiter ticks the last item: the rest of the desk hears of it, she does not', async () => {
    const p = await packet();
    const worker = await makeCandidate('Ona');
    const seen = await complete(recruiter, await assign(p, worker.id), p);
    expectDelivered(seen, {
      to: (await desk()).filter((id) => id !== recruiter.id),
      never: [...outsiders(), recruiter.id],
      payload: { candidate: worker.name, packet: p.name },
      link: '/onboarding',
    });
  });

  it('removing the last open item completes the assignment: the desk but the admin who removed it hears of it', async () => {
    const p = await packet();
    const worker = await makeCandidate('Oli');
    const assignment = await assign(p, worker.id);
    const extra = await dataOf<{ _id: string }>(
      await call(itemsRoute.POST, 'POST', `/api/onboarding/packets/${p.id}/items`, {
        token: admin.token,
        params: { id: p.id },
        body: { kind: 'form', name: 'Bank', fields: [{ key: 'iban', label: 'IBAN', type: 'text', required: true }] },
      }),
    );
    // One item of two done: nothing yet.
    expect(await complete(recruiter, assignment, p)).toEqual({ inApp: [], email: [] });
    const seen = await fired('onboarding_completed', async () => {
      const res = await call(itemOne.DELETE, 'DELETE', `/api/onboarding/packets/${p.id}/items/${extra._id}`, {
        token: admin.token,
        params: { id: p.id, itemId: extra._id },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });
    expectDelivered(seen, {
      to: (await desk()).filter((id) => id !== admin.id),
      never: [...outsiders(), admin.id],
      payload: { candidate: worker.name, packet: p.name },
      link: '/onboarding',
    });
  });

  it('with the email channel off: in-app only', async () => {
    const p = await packet();
    const worker = await makeCandidate('Oda');
    const assignment = await assign(p, worker.id);
    expectInAppOnly(
      await withEmailOff('onboarding_completed', () => complete(admin, assignment, p)),
      (await desk()).filter((id) => id !== admin.id),
    );
  });
});

// ── ticket_replied ─────────────────────────────────────────────────────────────────────────────

describe("ticket_replied (the ticket's author, when someone else answers)", () => {
  async function raise(who: string): Promise<{ id: string; subject: string }> {
    const subject = `Cannot approve ${tag} ${randomUUID().slice(0, 4)}`;
    const res = await call(ticketsRoute.POST, 'POST', '/api/main/helpdesk/tickets', {
      token: who,
      body: { subject, body: 'It fails.', priority: 'normal' },
    });
    const body = (await res.clone().json()) as { data: { _id: string } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    made.tickets.push(body.data._id);
    return { id: body.data._id, subject };
  }
  const reply = (who: string, id: string) =>
    fired('ticket_replied', async () => {
      const res = await call(messagesRoute.POST, 'POST', `/api/main/helpdesk/tickets/${id}/messages`, {
        token: who,
        params: { id },
        body: { body: 'Looking into it.' },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    });
  const linkOf = (id: string) => `/iframes/support-center?ticket=${id}`;

  it("an admin's reply reaches the author only: not the admin, not the other contacts or the desk", async () => {
    const t = await raise(north.token);
    const seen = await reply(admin.token, t.id);
    expectDelivered(seen, {
      to: [north.userId],
      never: [...globexUsers, admin.id, admin2.id, recruiter.id, south.userId],
      payload: { subject: t.subject },
      link: linkOf(t.id),
    });
  });

  it("the author's own reply notifies no one", async () => {
    const t = await raise(north.token);
    expect(await reply(north.token, t.id)).toEqual({ inApp: [], email: [] });
  });

  it('an author who opted out of the email gets the in-app row only', async () => {
    const t = await raise(south.token);
    await optOut(south.userId, 'ticket_replied');
    try {
      const seen = await reply(superadmin.token, t.id);
      expect(idsOf(seen.inApp)).toEqual([south.userId]);
      expect(seen.email).toEqual([]);
    } finally {
      await optIn(south.userId, 'ticket_replied');
    }
  });

  it('a deactivated author gets nothing', async () => {
    const t = await raise(south.token);
    south.token = await whileDeactivated(south.userId, south.email, async () => {
      expect(await reply(admin.token, t.id)).toEqual({ inApp: [], email: [] });
    });
  });

  it('with the email channel off: in-app only', async () => {
    const t = await raise(north.token);
    expectInAppOnly(await withEmailOff('ticket_replied', () => reply(admin.token, t.id)), [north.userId]);
  });
});

// ── timesheet_approved / timesheet_rejected ────────────────────────────────────────────────────

describe('timesheet_approved and timesheet_rejected (who submitted it, else the Company Admins; never who decided)', () => {
  const sheetAt = (site: string, status: 'pending' | 'submitted' = 'pending') =>
    makeTimesheet({ tenantId: demo.acmeId, locationId: site, status, cards: 2 });
  async function submitted(by: Person, site = world.sites[0]): Promise<SheetRow> {
    const sheet = await sheetAt(site);
    const res = await call(submitRoute.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: by.token,
      body: { timesheet_ids: [sheet.id] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return sheet;
  }
  const approve = (token: string, sheet: SheetRow) =>
    fired('timesheet_approved', async () => {
      const res = await call(markRoute.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', {
        token,
        body: { timesheet_ids: [sheet.id] },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });
  const reject = (token: string, sheet: SheetRow, comment: string) =>
    fired('timesheet_rejected', async () => {
      const res = await call(rejectRoute.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/reject', {
        token,
        body: { timesheet_ids: [sheet.id], comment },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    });
  async function decided(sheet: SheetRow, by: string) {
    const c = (await db().select().from(candidates).where(eq(candidates.id, sheet.candidateId)))[0]!;
    return {
      worker: `${c.firstName} ${c.lastName}`,
      location: await siteName(sheet.locationId),
      week_start: sheet.weekStart,
      by: await username(by),
    };
  }
  const link = (sheet: SheetRow) => `/timesheets/view/${sheet.id}`;
  const deskAndContacts = () => [...outsiders(), admin.id, admin2.id, quiet.id, recruiter.id];

  it("approved by the contact: the recruiter who submitted it hears of it; no admin, not the contact, not the other location's", async () => {
    const sheet = await submitted(owner);
    const seen = await approve(north.token, sheet);
    expectDelivered(seen, { to: [owner.id], never: deskAndContacts(), payload: await decided(sheet, north.userId), link: link(sheet) });
  });

  it('rejected by the contact: the submitter hears it with the reason', async () => {
    const sheet = await submitted(owner, world.sites[1]);
    const seen = await reject(south.token, sheet, 'Wrong hours on Tuesday');
    expectDelivered(seen, {
      to: [owner.id],
      never: deskAndContacts(),
      payload: { ...(await decided(sheet, south.userId)), reason: 'Wrong hours on Tuesday' },
      link: link(sheet),
    });
  });

  it('a submitter who opted out of the email gets the in-app row only', async () => {
    const sheet = await submitted(owner);
    await optOut(owner.id, 'timesheet_approved');
    try {
      const seen = await approve(north.token, sheet);
      expect(idsOf(seen.inApp)).toEqual([owner.id]);
      expect(seen.email).toEqual([]);
    } finally {
      await optIn(owner.id, 'timesheet_approved');
    }
  });

  it('submitted by the one who decides it: no one', async () => {
    const sheet = await submitted(admin);
    expect(await approve(admin.token, sheet)).toEqual({ inApp: [], email: [] });
  });

  it('no staff submit on record (it came in another way): the Company Admins, except the admin who decided', async () => {
    const sheet = await sheetAt(world.sites[0], 'submitted');
    const seen = await reject(admin.token, sheet, 'Missing break');
    const admins = (await activeStaff('company_admin')).filter((id) => id !== admin.id);
    expect(admins).toEqual(expect.arrayContaining([admin2.id, quiet.id]));
    expectDelivered(seen, {
      to: admins,
      never: [...outsiders(), admin.id, recruiter.id, owner.id],
      payload: { ...(await decided(sheet, admin.id)), reason: 'Missing break' },
      link: link(sheet),
    });
  });

  it('a submitter deactivated since: the Company Admins instead', async () => {
    const sheet = await submitted(owner);
    owner.token = await whileDeactivated(owner.id, ownerEmail(), async () => {
      const seen = await approve(north.token, sheet);
      expectDelivered(seen, {
        to: await activeStaff('company_admin'),
        never: [...outsiders(), owner.id, recruiter.id],
        payload: await decided(sheet, north.userId),
        link: link(sheet),
      });
    });
  });

  it('with the email channel off: in-app only, for approvals and rejections alike', async () => {
    const [a, r] = [await submitted(owner), await submitted(owner)];
    expectInAppOnly(await withEmailOff('timesheet_approved', () => approve(north.token, a)), [owner.id]);
    expectInAppOnly(await withEmailOff('timesheet_rejected', () => reject(north.token, r, 'No')), [owner.id]);
  });
});
