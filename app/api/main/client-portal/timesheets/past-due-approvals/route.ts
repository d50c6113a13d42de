import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { approvalRemindersContracts } from '@/lib/contracts/approval-reminders';
import { listLateApprovals } from '@/lib/approval-reminders/queries';

/** The agency's Late approvals: submitted timesheets past their deadline, oldest first (staff only). */
export const GET = handler(approvalRemindersContracts.late, async ({ db, session, query }) => {
  const { data, total } = await listLateApprovals(db, session.tenantId, query);
  return listResponse(data, total, query);
});
