import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@/lib/auth/roles';
import { db } from '@/lib/db/client';
import {
  candidates,
  companies,
  companySettings,
  contactLocations,
  contactProfiles,
  contacts,
  locations,
  mailbox,
  notificationOptOuts,
  tenants,
  timesheets,
  users,
} from '@/lib/db/schema';
import type { ApprovalReminders } from '@/lib/settings/approval-reminders';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';
import { dispatchAll } from '@/lib/notifications/dispatch';
import type { TimesheetStatus } from '@/lib/timesheets/types';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';
import { theRow } from '@/lib/db/rows';

/**
 * Tenants of their own for the reminder tests: a reminder run works through every approver of a
 * tenant, so the demo tenants (whose contacts other files count mails for) never take part. A world
 * is a client company with two sites, an admin to sign in as, and the contacts each test makes.
 */
export type World = { tenantId: string; slug: string; tag: string; companyId: string; sites: [string, string]; adminEmail: string };
export type Person = { userId: string; contactId: string; email: string; name: string };

const made: string[] = [];

export async function makeWorld(
  settings: { timesheets?: Record<string, unknown>; approval_reminders?: Partial<ApprovalReminders> } = {},
): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const tenant = theRow(
    await db()
      .insert(tenants)
      .values({ slug: `remind-${tag}`, name: `Remind ${tag}` })
      .returning(),
  );
  made.push(tenant.id);
  const company = theRow(
    await db()
      .insert(companies)
      .values({ tenantId: tenant.id, name: `Client ${tag}` })
      .returning(),
  );
  const site = async (name: string) =>
    (
      await db()
        .insert(locations)
        .values({ tenantId: tenant.id, companyId: company.id, name: `${name} ${tag}` })
        .returning()
    )[0]!.id;
  const sites: [string, string] = [await site('North Dock'), await site('South Dock')];
  await db()
    .insert(companySettings)
    .values({
      tenantId: tenant.id,
      data: { timesheets: settings.timesheets ?? {}, approval_reminders: settings.approval_reminders ?? {} },
    });
  const adminEmail = `admin-${tag}@remind.test`;
  await db()
    .insert(users)
    .values({ tenantId: tenant.id, email: adminEmail, username: `Admin ${tag}`, roleId: ROLE_IDS.company_admin });
  return { tenantId: tenant.id, slug: tenant.slug, tag, companyId: company.id, sites, adminEmail };
}

/** The tenants made here go, with everything of theirs (timesheets first: their count trigger runs at commit). */
export async function removeWorlds(): Promise<void> {
  const ids = made.splice(0);
  if (!ids.length) return;
  await db().delete(timesheets).where(inArray(timesheets.tenantId, ids));
  await db().delete(tenants).where(inArray(tenants.id, ids));
}

export const setReminders = (w: World, reminders: Partial<ApprovalReminders>, timesheetRules: Record<string, unknown> = {}) =>
  db().execute(
    sql`update company_settings set data = ${JSON.stringify({ timesheets: timesheetRules, approval_reminders: reminders })}::jsonb where tenant_id = ${w.tenantId}`,
  );

/** A contact of the world's company (or `companyId`) at `sites`, with a portal user and the given switches. */
export async function contactUser(
  w: World,
  label: string,
  sites: string[],
  switches: { approveTimesheets?: boolean; receiveTimesheetEmails?: boolean },
  opts: { active?: boolean; companyId?: string } = {},
): Promise<Person> {
  const email = `${label}-${w.tag}@remind.test`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${w.tag}`;
  const contact = theRow(
    await db()
      .insert(contacts)
      .values({ tenantId: w.tenantId, companyId: opts.companyId ?? w.companyId, firstName: label, lastName: w.tag, email })
      .returning(),
  );
  if (sites.length)
    await db()
      .insert(contactLocations)
      .values(sites.map((locationId) => ({ tenantId: w.tenantId, contactId: contact.id, locationId })));
  await db().insert(contactProfiles).values({ tenantId: w.tenantId, contactId: contact.id, settings: switches });
  const user = theRow(
    await db()
      .insert(users)
      .values({
        tenantId: w.tenantId,
        email,
        username: name,
        roleId: ROLE_IDS.company_contact,
        isContact: true,
        contactId: contact.id,
        active: opts.active ?? true,
      })
      .returning(),
  );
  return { userId: user.id, contactId: contact.id, email, name };
}

export const approver = (w: World, label: string, sites: string[]) =>
  contactUser(w, label, sites, { approveTimesheets: true, receiveTimesheetEmails: true });

export const optOut = (w: World, p: Person, event: NotificationEvent, channel: NotificationChannel = 'email') =>
  db().insert(notificationOptOuts).values({ tenantId: w.tenantId, userId: p.userId, event, channel });

/** A timesheet of a worker of its own at `site` for the week starting `weekStart`. */
export async function sheet(
  w: World,
  site: string,
  weekStart: string,
  status: TimesheetStatus = 'submitted',
  extra: Partial<typeof timesheets.$inferInsert> = {},
) {
  const worker = theRow(
    await db()
      .insert(candidates)
      .values({
        tenantId: w.tenantId,
        firstName: 'Wes',
        lastName: `Worker ${randomUUID().slice(0, 6)}`,
        email: `${randomUUID()}@worker.test`,
      })
      .returning(),
  );
  const row = theRow(
    await db()
      .insert(timesheets)
      .values({
        tenantId: w.tenantId,
        candidateId: worker.id,
        locationId: site,
        weekStart,
        status,
        billRate: '20.00',
        payRate: '15.00',
        ...extra,
      })
      .returning(),
  );
  return row;
}

export type OutboxRow = { user_id: string; event: string; channel: string; idempotency_key: string; payload: Record<string, unknown> };

/** The world's outbox rows (all channels), oldest first. */
export async function outboxOf(w: World, event?: NotificationEvent): Promise<OutboxRow[]> {
  const res = await db().execute<OutboxRow>(sql`select user_id, event, channel, idempotency_key, payload from notification_outbox
    where tenant_id = ${w.tenantId} ${event ? sql`and event = ${event}` : sql``} order by created_at, id`);
  return res.rows;
}

/** Who got an email row for `event`: user ids, sorted. */
export const emailedFor = async (w: World, event: NotificationEvent) =>
  (await outboxOf(w, event))
    .filter((r) => r.channel === 'email')
    .map((r) => r.user_id)
    .sort();

/** Sends what is due and answers the mails these people got (subjects by address). */
export async function deliveredTo(people: Person[]) {
  await dispatchAll(db());
  return db()
    .select()
    .from(mailbox)
    .where(
      inArray(
        mailbox.to,
        people.map((p) => p.email),
      ),
    )
    .orderBy(mailbox.id);
}

/** yyyy-MM-dd `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const sorted = (ids: string[]) => [...ids].sort();
