import { handler } from '@/lib/api/handler';
import { setLocationBackup } from '@/lib/approval-reminders/backup';
import { backupApproverBody } from '@/lib/approval-reminders/schema';
import { pathId } from '@/lib/companies/path-id';

/** Sets (or clears, with null) the location's backup approver, who wins over the company's. */
export const PUT = handler({ route: '/companies', body: backupApproverBody }, async ({ session, params, body }) =>
  ({ data: await setLocationBackup(session, pathId(params, 'id', 'location'), body.user_id) }));
