import { z } from 'zod';
import { uuid } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { MAX_TIMESHEET_IDS } from '@/lib/timesheets/schema';

/** PUT …/backup-approver: a portal user of one of the company's contacts, or null to clear it. */
export const backupApproverBody = z.object({
  user_id: uuid('user_id must be a user id').nullable(),
});

/** GET …/timesheets/past-due-approvals: a page of the late approvals, oldest first. */
export const lateApprovalsQuery = pageQuery.pick({ page: true, per_page: true });

/** POST …/past-due-approvals/remind: the timesheets whose approvers to remind now. */
export const remindBody = z.object({
  timesheet_ids: z
    .array(uuid('timesheet_ids must be timesheet ids'))
    .min(1, 'timesheet_ids must not be empty')
    .max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time`),
});

/** A late approval as the agency's Late approvals list shows it. */
export const lateApproval = z.object({
  _id: z.uuid(),
  week_start: isoDay,
  worker: z.string(),
  location: z.object({ _id: z.uuid(), name: z.string() }),
  company: z.object({ _id: z.uuid(), name: z.string() }),
  due_date: isoDay,
  days_late: z.number().int(),
  approvers: z.array(z.string()),
  last_reminded_at: isoTimestamp.nullable(),
  backup_approver: z.string().nullable(),
});

/** "Remind now": approvers mailed, timesheets covered, and the ids skipped (reminded in the last 10 minutes). */
export const remindResult = z.object({ approvers: z.number().int(), timesheets: z.number().int(), skipped: z.array(z.string()) });

/** A contact's portal user who may be a backup approver. */
export const backupOption = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });
/** The company's backup approver, each location's, and the users either may be. */
export const backupApprovers = z.object({
  company: z.uuid().nullable(),
  locations: z.array(z.object({ _id: z.uuid(), name: z.string(), backup_approver_id: z.uuid().nullable() })),
  options: z.array(backupOption),
});
