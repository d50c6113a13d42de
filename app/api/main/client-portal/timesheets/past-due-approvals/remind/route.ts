import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { remindBody } from '@/lib/approval-reminders/schema';
import { remindNow } from '@/lib/approval-reminders/service';

/** "Remind now": a past-due reminder at once to the approvers of these timesheets (once per 10 minutes per set). */
export const POST = handler({ allow: STAFF, body: remindBody }, async ({ session, body }) =>
  ({ data: await remindNow(session, body.timesheet_ids) }));
