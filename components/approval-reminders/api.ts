import { callApi } from '@/lib/browser/typed-api';
import { approvalRemindersRoutes } from '@/lib/contracts/routes/approval-reminders';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';

export const remindersApi = {
  remind: (ids: string[]) => callApi(approvalRemindersRoutes.remind, { body: { timesheet_ids: ids } }),
  setCompanyBackup: (companyId: string, userId: string | null) =>
    callApi(companiesRoutes.setBackupApprover, { params: { id: companyId }, body: { user_id: userId } }),
  setLocationBackup: (locationId: string, userId: string | null) =>
    callApi(onDemandRoutes.backupApprover, { params: { id: locationId }, body: { user_id: userId } }),
};
