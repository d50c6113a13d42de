import { api } from '@/lib/browser/api';
import type { BackupApprovers } from '@/lib/approval-reminders/backup';
import type { RemindResult } from '@/lib/approval-reminders/service';

const enc = encodeURIComponent;

/** Main-service paths (SWR keys) of the approval reminders' screens. */
export const LATE_PATH = 'client-portal/timesheets/past-due-approvals';
export const backupPath = (companyId: string) => `companies/${enc(companyId)}/backup-approver`;

export const remindersApi = {
  remind: (ids: string[]) => api.post<{ data: RemindResult }>('main', `${LATE_PATH}/remind`, { timesheet_ids: ids }),
  setCompanyBackup: (companyId: string, userId: string | null) => api.put<{ data: BackupApprovers }>('main', backupPath(companyId), { user_id: userId }),
  setLocationBackup: (locationId: string, userId: string | null) => api.put<{ data: BackupApprovers }>('onDemand', `locations/${enc(locationId)}/backup-approver`, { user_id: userId }),
};
