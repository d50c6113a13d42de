-- Approval reminders (issue 11): the agency's Late approvals list shows when each timesheet's approvers
-- were last reminded, found by jsonb containment on the reminders' timesheet_ids. Only the reminder
-- events are indexed (the predicate is the query's own), so the rest of the outbox costs nothing here.
CREATE INDEX IF NOT EXISTS notification_outbox_reminded_ids_idx ON notification_outbox
  USING gin ((payload -> 'timesheet_ids') jsonb_path_ops)
  WHERE event IN ('approval_due_soon', 'approval_past_due');
