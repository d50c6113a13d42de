import { z } from 'zod';
import { uuid } from '@/lib/api/inputs';
import { pageQuery } from '@/lib/api/paging';
import { MAX_TIMESHEET_IDS } from '@/lib/timesheets/schema';

/** PUT …/backup-approver: a portal user of one of the company's contacts, or null to clear it. */
export const backupApproverBody = z.object({
  user_id: uuid('user_id must be a user id').nullable(),
});

/** GET …/timesheets/past-due-approvals: a page of the late approvals, oldest first. */
export const lateApprovalsQuery = pageQuery.pick({ page: true, per_page: true });

/** POST …/past-due-approvals/remind: the timesheets whose approvers to remind now. */
export const remindBody = z.object({
  timesheet_ids: z.array(uuid('timesheet_ids must be timesheet ids')).min(1, 'timesheet_ids must not be empty')
    .max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time`),
});
