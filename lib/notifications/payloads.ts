/**
 * What each event's notification carries, whatever the channel: the parameters its texts are
 * rendered with, in the reader's language, when the mail is sent or the bell's list is read. Names
 * and titles are stored as they were when the event happened; dates as yyyy-MM-dd (formatted for the
 * reader). Plain data, importable by the browser.
 */
export type NotificationPayloads = {
  /** `count` timesheets submitted in one action; worker, location and week are the first one's. */
  timesheet_submitted: { count: number; worker: string; location: string; week_start: string; timesheet_ids: string[] };
  timesheet_approved: { worker: string; location: string; week_start: string; by: string };
  timesheet_rejected: { worker: string; location: string; week_start: string; by: string; reason: string | null };
  application_received: { candidate: string; job: string };
  placement_created: { candidate: string; company: string; position: string };
  order_created: { company: string; position: string; headcount: number };
  shift_requested: { location: string; position: string; date: string };
  /** To the contact who requested the shift; `start` / `end` are HH:mm at the location, `date` its start day there. */
  shift_published: { location: string; position: string; date: string; start: string; end: string };
  /** `by` cancelled it (the reason is required by the cancel form). */
  shift_cancelled: { location: string; position: string; date: string; start: string; end: string; by: string; reason: string };
  /** The shift's new times. */
  shift_rescheduled: { location: string; position: string; date: string; start: string; end: string };
  onboarding_completed: { candidate: string; packet: string };
  placement_request_confirmed: { company: string; position: string; headcount: number };
  ticket_replied: { subject: string };
  /** `count` timesheets awaiting this reader's approval, due on `due_date`. */
  approval_due_soon: { count: number; due_date: string; timesheet_ids: string[] };
  approval_past_due: { count: number; due_date: string; timesheet_ids: string[] };
  /** Sent to the backup approver: `approver` has not decided in time. */
  approval_escalated: { count: number; due_date: string; approver: string; timesheet_ids: string[] };
  approval_digest: { count: number; timesheet_ids: string[] };
};
