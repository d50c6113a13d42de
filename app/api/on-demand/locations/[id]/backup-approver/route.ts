import { onDemandContracts } from '@/lib/contracts/on-demand';
import { handler } from '@/lib/http/handler';
import { setLocationBackup } from '@/lib/approval-reminders/backup';
import { pathId } from '@/lib/companies/path-id';

/** Sets (or clears, with null) the location's backup approver, who wins over the company's. */
export const PUT = handler(onDemandContracts.backupApprover, async ({ db, session, params, body }) => ({
  data: await setLocationBackup(db, session, pathId(params, 'id', 'location'), body.user_id),
}));
