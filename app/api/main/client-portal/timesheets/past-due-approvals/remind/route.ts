import { handler } from '@/lib/http/handler';
import { approvalRemindersContracts } from '@/lib/contracts/approval-reminders';
import { remindNow } from '@/lib/approval-reminders/service';

/** "Remind now": a past-due reminder at once to the approvers of these timesheets (once per 10 minutes per set). */
export const POST = handler(approvalRemindersContracts.remind, async ({ db, session, body }) => ({
  data: await remindNow(db, session, body.timesheet_ids),
}));
