import { handler } from '@/lib/api/handler';
import { getBackupApprovers, setCompanyBackup } from '@/lib/approval-reminders/backup';
import { backupApproverBody } from '@/lib/approval-reminders/schema';
import { pathId } from '@/lib/companies/path-id';

/** The company's backup approver, each location's, and the contact users either may be. */
export const GET = handler({ route: '/companies' }, async ({ session, params }) =>
  ({ data: await getBackupApprovers(session.tenantId, pathId(params, 'id', 'company')) }));

/** Sets (or clears, with null) the company's backup approver: a portal user of one of its contacts. */
export const PUT = handler({ route: '/companies', body: backupApproverBody }, async ({ session, params, body }) =>
  ({ data: await setCompanyBackup(session, pathId(params, 'id', 'company'), body.user_id) }));
