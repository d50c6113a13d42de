/**
 * The events that can notify someone and the channels they can use, with the defaults that apply
 * until an admin changes them. Plain data (no zod, no tables) so the admin tab can import it.
 */
export const NOTIFICATION_EVENTS = [
  'application_received',
  'placement_created',
  'order_created',
  'shift_requested',
  // Issue 14: the contact who requested a shift hears when the agency publishes or cancels it, or moves its time.
  'shift_published',
  'shift_cancelled',
  'shift_rescheduled',
  'timesheet_submitted',
  'timesheet_approved',
  'timesheet_rejected',
  'onboarding_completed',
  'placement_request_confirmed',
  'ticket_replied',
  // Approval follow-up (issue 11): reminders before and after the deadline, escalation to the backup
  // approver, and the weekly digest of what awaits a contact's approval.
  'approval_due_soon',
  'approval_past_due',
  'approval_escalated',
  'approval_digest',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'in_app', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Email and in-app are on until turned off; push is opt-in, as it reaches phones. */
export const CHANNEL_DEFAULTS: Record<NotificationChannel, boolean> = { email: true, in_app: true, push: false };

type ChannelSettings = Record<NotificationChannel, boolean>;
/** The whole matrix: every event with every channel. */
export type SettingsMatrix = Record<NotificationEvent, ChannelSettings>;
export type SettingChange = { event: NotificationEvent; channel: NotificationChannel; enabled: boolean };

export function defaultMatrix(): SettingsMatrix {
  return Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, { ...CHANNEL_DEFAULTS }])) as SettingsMatrix;
}

/** The changes that turn one matrix into another, for a PUT that sends only what moved. */
export function changesBetween(from: SettingsMatrix, to: SettingsMatrix): SettingChange[] {
  return NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.filter((channel) => from[event][channel] !== to[event][channel]).map((channel) => ({
      event,
      channel,
      enabled: to[event][channel],
    })),
  );
}
