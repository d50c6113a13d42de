import { handler } from '@/lib/http/handler';
import { getBackupApprovers, setCompanyBackup } from '@/lib/approval-reminders/backup';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';

/** The company's backup approver, each location's, and the contact users either may be. */
export const GET = handler(companiesContracts.backupApprover, async ({ db, session, params }) => ({
  data: await getBackupApprovers(db, session.tenantId, pathId(params, 'id', 'company')),
}));

/** Sets (or clears, with null) the company's backup approver: a portal user of one of its contacts. */
export const PUT = handler(companiesContracts.setBackupApprover, async ({ db, session, params, body }) => ({
  data: await setCompanyBackup(db, session, pathId(params, 'id', 'company'), body.user_id),
}));
