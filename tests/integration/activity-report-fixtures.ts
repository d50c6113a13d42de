import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as csvRoute from '@/app/api/main/activity-report/export.csv/route';
import * as summaryRoute from '@/app/api/main/activity-report/summary/route';
import { db } from '@/lib/db/client';
import {
  applications,
  auditLog,
  candidates,
  companies,
  contacts,
  jobs,
  locations,
  placements,
  timesheetLogs,
  timesheets,
  users,
} from '@/lib/db/schema';
import type { ActivitySummary } from '@/lib/activity-report/schema';
import { call, json, signIn } from './helpers';
import { theRow } from '@/lib/db/rows';

/**
 * Rows of our own for the activity report tests: a client company, a staff user and a contact user of
 * it, and their activity at fixed instants in March 2019, far from any other file's rows. Every
 * assertion filters by this company or these users, so other files' writes cannot change the numbers.
 * The report counts days on its reader's clock (her chosen zone, else the tenant's), so the reading is
 * done by a recruiter of our own (`reader`, signed in) whose zone the tests set (readIn), UTC to start.
 */
export type World = {
  tenantId: string;
  companyId: string;
  companyName: string;
  locationId: string;
  userId: string;
  userEmail: string;
  contactUserId: string;
  timesheetId: string;
  readerId: string;
  /** The reader's session token. */
  reader: string;
};

export const EVIL = '=HYPERLINK("http://evil.test","click")';
const at = (iso: string) => new Date(iso);

export async function buildWorld(tenantId: string): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const co = theRow(
    await db()
      .insert(companies)
      .values({ tenantId, name: `${EVIL} ${tag}` })
      .returning(),
  );
  const loc = theRow(
    await db()
      .insert(locations)
      .values({ tenantId, companyId: co.id, name: `Activity site ${tag}` })
      .returning(),
  );
  const contact = theRow(
    await db()
      .insert(contacts)
      .values({ tenantId, companyId: co.id, firstName: 'Ada', lastName: tag, email: `ada-${tag}@fixture.test` })
      .returning(),
  );
  const userEmail = `activity-${tag}@acme.test`;
  const user = theRow(
    await db()
      .insert(users)
      .values({ tenantId, email: userEmail, username: `${EVIL} ${tag}`, roleId: 3 })
      .returning(),
  );
  const contactUser = theRow(
    await db()
      .insert(users)
      .values({
        tenantId,
        email: `activity-contact-${tag}@acme.test`,
        username: `Ada ${tag}`,
        roleId: 4,
        isContact: true,
        contactId: contact.id,
      })
      .returning(),
  );
  const cand = theRow(
    await db()
      .insert(candidates)
      .values({ tenantId, firstName: 'Rae', lastName: tag, email: `rae-${tag}@fixture.test` })
      .returning(),
  );
  const job = theRow(
    await db()
      .insert(jobs)
      .values({ tenantId, companyId: co.id, locationId: loc.id, title: 'Picker', description: 'Picks', position: 'Picker' })
      .returning(),
  );
  const sheet = theRow(
    await db()
      .insert(timesheets)
      .values({ tenantId, candidateId: cand.id, locationId: loc.id, weekStart: '2019-03-04', billRate: '20.00', payRate: '15.00' })
      .returning(),
  );

  const login = (userId: string, iso: string) => ({ tenantId, userId, action: 'login.succeeded', createdAt: at(iso) });
  await db()
    .insert(auditLog)
    .values([
      login(user.id, '2019-03-05T10:00:00Z'),
      login(user.id, '2019-03-05T15:00:00Z'),
      login(user.id, '2019-03-12T09:00:00Z'),
      // 03:00 UTC on the 11th is still the 10th in New York: the time zone test reads this one.
      login(user.id, '2019-03-11T03:00:00Z'),
      login(user.id, '2019-02-20T12:00:00Z'), // the previous period of 2019-03-04..17
      login(contactUser.id, '2019-03-06T12:00:00Z'),
    ]);
  const log = (userId: string | null, action: string, iso: string) => ({
    tenantId,
    timesheetId: sheet.id,
    userId,
    action,
    createdAt: at(iso),
  });
  await db()
    .insert(timesheetLogs)
    .values([
      log(user.id, 'submit', '2019-03-06T08:00:00Z'),
      log(user.id, 'approve', '2019-03-07T08:00:00Z'),
      log(contactUser.id, 'approve', '2019-03-07T09:00:00Z'),
      log(null, 'lock', '2019-03-08T08:00:00Z'),
      log(user.id, 'submit', '2019-02-25T08:00:00Z'),
    ]);
  const app1 = theRow(
    await db()
      .insert(applications)
      .values({ tenantId, candidateId: cand.id, jobId: job.id, source: 'job board', createdAt: at('2019-03-08T10:00:00Z') })
      .returning(),
  );
  await db()
    .insert(applications)
    .values({ tenantId, candidateId: cand.id, jobId: job.id, source: 'website', createdAt: at('2019-03-08T11:00:00Z') });
  const pl = theRow(
    await db()
      .insert(placements)
      .values({
        tenantId,
        candidateId: cand.id,
        companyId: co.id,
        locationId: loc.id,
        position: 'Picker',
        startDate: '2019-03-11',
        billRate: '20.00',
        payRate: '15.00',
        createdAt: at('2019-03-09T10:00:00Z'),
      })
      .returning(),
  );
  await db()
    .insert(auditLog)
    .values([
      { tenantId, userId: user.id, action: 'application.create', target: app1.id, createdAt: at('2019-03-08T10:00:00Z') },
      { tenantId, userId: user.id, action: 'placement.create', target: pl.id, createdAt: at('2019-03-09T10:00:00Z') },
    ]);
  const readerEmail = `activity-reader-${tag}@acme.test`;
  const reader = theRow(
    await db()
      .insert(users)
      .values({ tenantId, email: readerEmail, username: `Reader ${tag}`, roleId: 3, timeZone: 'UTC' })
      .returning(),
  );
  return {
    tenantId,
    companyId: co.id,
    companyName: co.name,
    locationId: loc.id,
    userId: user.id,
    userEmail,
    contactUserId: contactUser.id,
    timesheetId: sheet.id,
    readerId: reader.id,
    reader: await signIn(readerEmail),
  };
}

export type Query = Record<string, string | undefined>;
const qs = (q: Query) => new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/** Sets the reader's chosen zone (her profile's users.time_zone); null = none chosen, the tenant's applies. */
export async function readIn(w: World, zone: string | null): Promise<void> {
  await db().update(users).set({ timeZone: zone }).where(eq(users.id, w.readerId));
}

/** The browser's zone as the API client sends it (X-Timezone): the report must not count days by it. */
const BROWSER_ZONE = 'Pacific/Honolulu';

export const summaryCall = (token: string | undefined, q: Query, browserZone = BROWSER_ZONE) =>
  call(summaryRoute.GET, 'GET', `/api/main/activity-report/summary?${qs(q)}`, { token, headers: { 'x-timezone': browserZone } });

export async function summaryOf(token: string, q: Query, browserZone = BROWSER_ZONE): Promise<ActivitySummary> {
  const res = await summaryCall(token, q, browserZone);
  const body = await json<{ data: ActivitySummary }>(res);
  if (res.status !== 200) throw new Error(`summary answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

export const csvCall = (token: string | undefined, q: Query) =>
  call(csvRoute.GET, 'GET', `/api/main/activity-report/export.csv?${qs(q)}`, { token, headers: { 'x-timezone': BROWSER_ZONE } });
