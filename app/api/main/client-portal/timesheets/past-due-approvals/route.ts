import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { LATE_APPROVALS_ROLES } from '@/lib/approval-reminders/access';
import { listLateApprovals } from '@/lib/approval-reminders/queries';
import { lateApprovalsQuery } from '@/lib/approval-reminders/schema';

/** The agency's Late approvals: submitted timesheets past their deadline, oldest first (staff only). */
export const GET = handler({ allow: LATE_APPROVALS_ROLES, query: lateApprovalsQuery }, async ({ session, query }) => {
  const { data, total } = await listLateApprovals(session.tenantId, query);
  return listResponse(data, total, query);
});
