/**
 * Client blocks (issue 14, "do not return"): a client company, or one of its locations, refuses a worker.
 * Assignment honours them through blockAt (./check.ts); the agency sees who blocked, when and why on the
 * candidate and, when the block was made from a timesheet, in that timesheet's history.
 */
export const BLOCK_REASON_MAX = 500;

/** The timesheet log actions a block made from a timesheet writes (messages/timesheets `log.*`). */
export const BLOCK_LOG_ACTION = 'worker_blocked';
/** The same timesheet's history when the block is lifted. */
export const UNBLOCK_LOG_ACTION = 'worker_unblocked';
