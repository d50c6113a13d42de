/**
 * The who's-working board's row statuses, one per row (lib/timesheets/whos-working.ts boardStatus picks it, most
 * pressing first). clocked_out is for a recently closed card, should the board list one; the live board lists
 * open cards only. Plain constants, no server code: the zod schema and the board's badges read them.
 */
export const WORKER_STATUSES = ['outside_fence', 'late', 'on_break', 'no_shift', 'on_shift', 'clocked_out'] as const;
export type WorkerStatusCode = (typeof WORKER_STATUSES)[number];
