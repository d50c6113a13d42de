import { handler } from '@/lib/api/handler';
import { LATE_APPROVALS_ROLES } from '@/lib/approval-reminders/access';
import { remindBody } from '@/lib/approval-reminders/schema';
import { remindNow } from '@/lib/approval-reminders/service';

/** "Remind now": a past-due reminder at once to the approvers of these timesheets (once per 10 minutes per set). */
export const POST = handler({ allow: LATE_APPROVALS_ROLES, body: remindBody }, async ({ session, body }) =>
  ({ data: await remindNow(session, body.timesheet_ids) }));
