import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { InvoiceType, PayrollType, TimesheetAction } from '@/lib/timesheets/types';

/** API paths of the timesheet module (main service). SWR keys are these paths plus their query. */
export const TS_ROOT = 'client-portal/timesheets';
export const LIST_PATH = `${TS_ROOT}/v2`;
export const COUNTS_PATH = `${TS_ROOT}/count/all`;
export const TIMECARDS_PATH = 'client-portal/timecards';
export const TABLE_CONFIG_PATH = 'table-configs/timesheets';

export const detailPath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;
export const logsPath = (id: string) => `${TS_ROOT}/logs/${encodeURIComponent(id)}`;
/** A worked shift's rating (lib/shift-ratings): GET it, PUT a new one. */
export const ratingPath = (timecardId: string) => `${TIMECARDS_PATH}/${encodeURIComponent(timecardId)}/rating`;

const isListKey = (key: unknown) => typeof key === 'string' && (key === LIST_PATH || key.startsWith(`${LIST_PATH}?`));

/** Refetch every cached timesheet read: lists, counts, details and logs (after any change). */
export const revalidateAll = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(TS_ROOT));

/**
 * SPEC §8: after a single timesheet fails to load, only the lists and counts are invalidated. The failed
 * detail key is left alone on purpose: revalidating it would refetch, fail and toast again.
 */
export const revalidateLists = (mutate: ScopedMutator) =>
  mutate((key) => isListKey(key) || key === COUNTS_PATH);

export type BulkAction = Exclude<TimesheetAction, 'edit'>;
export type BulkExtra = { comment?: string; type?: InvoiceType | PayrollType };
export type ActionResponse = { message?: string; data?: unknown };

/** The bulk endpoint of each action. All are all-or-nothing: a 409 lists the refused ids. */
const BULK: Record<BulkAction, { method: 'put' | 'post' | 'del'; path: string }> = {
  submit: { method: 'post', path: `${TS_ROOT}/submit` },
  approve: { method: 'put', path: `${LIST_PATH}/mark` },
  reject: { method: 'put', path: `${LIST_PATH}/reject` },
  invoice: { method: 'put', path: `${LIST_PATH}/invoice` },
  invoice_toggle: { method: 'put', path: `${LIST_PATH}/invoice/toggle` },
  lock: { method: 'put', path: `${LIST_PATH}/lock` },
  unlock: { method: 'put', path: `${LIST_PATH}/unlock` },
  archive: { method: 'del', path: LIST_PATH },
  restore: { method: 'put', path: `${LIST_PATH}/restore` },
  payroll: { method: 'post', path: `${TS_ROOT}/payroll` },
};

/** One call for one or many timesheets; the detail screen sends a single id through the same path. */
export function runBulk(action: BulkAction, ids: string[], extra: BulkExtra = {}): Promise<ActionResponse | null> {
  const { method, path } = BULK[action];
  return api[method]<ActionResponse | null>('main', path, { timesheet_ids: ids, ...extra });
}
