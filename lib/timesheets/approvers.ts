import { sql } from 'drizzle-orm';

/**
 * Who approves a location's timesheets and hears of them: the Company Contacts assigned to it, not
 * archived, with an active portal user and both switches on, 'Approve timesheets' and 'Receive
 * timesheet emails'. A switch nobody saved is off, so only a saved `true` counts (jsonb containment).
 * The submit's mail (notify-submitted.ts) and the reminders (lib/approval-reminders) share it.
 */

/** Joins the approver's contact `ct` and profile `cp` to a users row `u`. */
export const APPROVER_JOINS = sql`join contacts ct on ct.id = u.contact_id and ct.tenant_id = u.tenant_id and ct.archived_at is null
  join contact_profiles cp on cp.contact_id = ct.id and cp.tenant_id = u.tenant_id`;

/** `u` (after APPROVER_JOINS) approves and receives these mails. */
export const MAY_APPROVE = sql`u.is_contact and u.active and cp.settings @> '{"approveTimesheets": true, "receiveTimesheetEmails": true}'::jsonb`;
