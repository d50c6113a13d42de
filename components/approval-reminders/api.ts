import { api } from '@/lib/browser/api';
import type { BackupApprovers } from '@/lib/approval-reminders/backup';
import { approvalRemindersRoutes } from '@/lib/contracts/routes/approval-reminders';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { callApi } from '@/lib/browser/typed-api';

const enc = encodeURIComponent;

/** Main-service paths (SWR keys) of the approval reminders' screens. */
export const LATE_PATH = 'client-portal/timesheets/past-due-approvals';
export const backupPath = (companyId: string) => `companies/${enc(companyId)}/backup-approver`;

export const remindersApi = {
  remind: (ids: string[]) => callApi(approvalRemindersRoutes.remind, { body: { timesheet_ids: ids } }),
  setCompanyBackup: (companyId: string, userId: string | null) =>
    api.put<{ data: BackupApprovers }>('main', backupPath(companyId), { user_id: userId }),
  setLocationBackup: (locationId: string, userId: string | null) =>
    callApi(onDemandRoutes.backupApprover, { params: { id: locationId }, body: { user_id: userId } }),
};
