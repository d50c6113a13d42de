import 'server-only';
import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { contactPermissionsFrom, type SavedContactSettings } from '@/lib/auth/contact-permissions';
import type { DbOrTx } from '@/lib/db/client';
import { afterCommit } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { sendMail, type Mail } from '@/lib/mail';
import { DEV_ORIGIN } from '@/lib/public-jobs/urls';
import { anyUuid } from '@/lib/db/any-uuid';

/**
 * The "ready for your approval" mail of a submit (the contact switch 'Receive timesheet emails'). The
 * readers are the Company Contacts whose assigned locations hold a submitted timesheet, who may
 * approve it (switch on, portal user active) and who asked for these mails; each gets one mail per
 * submit action, listing every timesheet of hers in it. A small module on purpose: the notification
 * system (issue 11) routes `submittedMails` through its outbox instead of sending here.
 */

type Row = {
  user_id: string; email: string; username: string; settings: SavedContactSettings | null;
  timesheet_id: string; worker: string; location: string; week_start: string;
};

export type SubmittedMail = Mail & { userId: string; timesheetIds: string[] };

const week = (start: string) => `${format(parseISO(start), 'EEE d MMM yyyy')} – ${format(addDays(parseISO(start), 6), 'EEE d MMM yyyy')}`;

/** Who reads which of these timesheets: every contact at their locations, the switches decided here. */
async function readers(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Row[]> {
  const rows = await tx.execute<Row>(sql`select u.id as user_id, u.email, u.username, cp.settings,
      t.id as timesheet_id, c.first_name || ' ' || c.last_name as worker, l.name as location, t.week_start
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    join contact_locations cl on cl.location_id = t.location_id and cl.tenant_id = t.tenant_id
    join contacts ct on ct.id = cl.contact_id and ct.tenant_id = t.tenant_id and ct.archived_at is null
    join users u on u.contact_id = ct.id and u.tenant_id = t.tenant_id and u.is_contact and u.active
    left join contact_profiles cp on cp.contact_id = ct.id and cp.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)}
    order by u.email, l.name, c.last_name, c.first_name, t.week_start, t.id`);
  return rows.rows.filter((r) => {
    const may = contactPermissionsFrom(r.settings);
    return may.approveTimesheets && may.receiveTimesheetEmails;
  });
}

/** The mails one submit of these timesheets sends, one per reader (nothing is sent here). */
export async function submittedMails(tx: DbOrTx, tenant: { id: string; name: string }, ids: string[], origin?: string): Promise<SubmittedMail[]> {
  if (!ids.length) return [];
  const base = (env().PUBLIC_URL ?? origin ?? DEV_ORIGIN).replace(/\/+$/, '');
  const byReader = new Map<string, Row[]>();
  for (const r of await readers(tx, tenant.id, ids)) byReader.set(r.user_id, [...(byReader.get(r.user_id) ?? []), r]);
  return [...byReader.values()].map((rows) => {
    const [first] = rows;
    const n = rows.length;
    const items = rows.map((r) => `- ${r.worker} · ${r.location} · ${week(r.week_start)}\n  ${base}/timesheets/view/${r.timesheet_id}`);
    return {
      tenantId: tenant.id, userId: first.user_id, timesheetIds: rows.map((r) => r.timesheet_id), to: first.email,
      subject: n === 1 ? `${tenant.name}: ${first.worker}'s timesheet is ready for your approval` : `${tenant.name}: ${n} timesheets are ready for your approval`,
      text: [
        `Hello ${first.username},`, '',
        `${tenant.name} submitted ${n === 1 ? 'a timesheet' : `${n} timesheets`} of your locations for your approval:`, '',
        ...items, '',
        `Open ${n === 1 ? 'the link' : 'each link'} to review the hours, then approve or reject.`, '',
        tenant.name,
      ].join('\n'),
    };
  });
}

/**
 * Sends the submit's mails once the transaction commits: an attempt that rolls back or is run again
 * (lib/db/transaction-scope.ts) sends nothing. A mail that fails is logged, not thrown: the submit
 * itself is committed by then and must not be reported as failed.
 */
export async function notifySubmitted(tx: DbOrTx, tenant: { id: string; name: string }, ids: string[], origin?: string): Promise<void> {
  const mails = await submittedMails(tx, tenant, ids, origin);
  for (const { userId, timesheetIds, ...mail } of mails) {
    await afterCommit(() => sendMail(mail).catch((err: unknown) => log.error({ err, userId, timesheetIds }, 'the timesheet submitted mail could not be sent')));
  }
}
