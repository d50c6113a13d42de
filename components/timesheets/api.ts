import type { z } from 'zod';
import type { Contract } from '@/lib/contracts/kit/contract';
import type { RouteRef } from '@/lib/contracts/kit/route-ref';
import { apiKey, callApi } from '@/lib/browser/typed-api';
import { approvalRemindersRoutes } from '@/lib/contracts/routes/approval-reminders';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { approveResult, bulkResult, payrollResult } from '@/lib/timesheets/schema';
import type { InvoiceType, PayrollType, TimesheetAction } from '@/lib/timesheets/types';
import { invalidate } from '@/lib/browser/invalidate';

/** One timesheet's cached read (the view and the edit screen share it). */
export const detailKey = (id: string) => apiKey(timesheetsRoutes.get, { params: { id } });

/** Refetch every cached timesheet read: lists, counts, details, logs and late approvals (after any change). */
export const revalidateAll = () =>
  invalidate(
    timesheetsRoutes.list,
    timesheetsRoutes.get,
    timesheetsRoutes.users,
    timesheetsRoutes.ofWorker,
    timesheetsRoutes.count,
    timesheetsRoutes.logs,
    approvalRemindersRoutes.late,
  );

/**
 * SPEC §8: after a single timesheet fails to load, only the lists and counts are invalidated. The failed
 * detail key is left alone on purpose: revalidating it would refetch, fail and toast again.
 */
export const revalidateLists = () => invalidate(timesheetsRoutes.list, timesheetsRoutes.count);

export type BulkAction = Exclude<TimesheetAction, 'edit'>;
export type BulkExtra = {
  comment?: string;
  type?: InvoiceType | PayrollType;
  /** Approve: each open punch exception acknowledged (the server refuses 409 exceptions_open otherwise). */
  acknowledge?: { id: string; note?: string }[];
};
export type ActionResponse = { message?: string; data?: unknown };

/** A bulk action's contract: a body with timesheet_ids (and the action's extra field), a count in the answer. */
type BulkContract = RouteRef<
  Contract & { service: 'main'; body: z.ZodType; response: typeof bulkResult | typeof approveResult | typeof payrollResult }
>;

/** The bulk endpoint of each action. All are all-or-nothing: a 409 lists the refused ids. */
const BULK: Record<BulkAction, BulkContract> = {
  submit: timesheetsRoutes.submit,
  approve: timesheetsRoutes.approve,
  reject: timesheetsRoutes.reject,
  invoice: timesheetsRoutes.invoice,
  invoice_toggle: timesheetsRoutes.invoiceToggle,
  lock: timesheetsRoutes.lock,
  unlock: timesheetsRoutes.unlock,
  archive: timesheetsRoutes.archive,
  restore: timesheetsRoutes.restore,
  payroll: timesheetsRoutes.payroll,
};

/** One call for one or many timesheets; the detail screen sends a single id through the same path. */
export function runBulk(action: BulkAction, ids: string[], extra: BulkExtra = {}): Promise<ActionResponse | null> {
  // The server checks the extra field against the action's own body schema (comment, invoice or payroll type).
  return callApi(BULK[action], { body: { timesheet_ids: ids, ...extra } });
}
