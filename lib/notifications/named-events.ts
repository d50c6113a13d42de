import type { NotificationEvent } from '@/lib/notification-settings/events';
import type { OwnLabels, OwnWords } from '@/lib/settings/label-words';
import type { LabelKey } from '@/lib/settings/schema';

/**
 * The events whose texts name a labelled thing (a shift, a placement, an order). When the tenant renamed
 * that label, the mail and the bell word it with the `named` sentences of their catalogues, which take the
 * tenant's word as `{label}` (and its plural as `{labels}`) as typed, uninflected like the screens' "Bookings: 3".
 */
export const NAMED_EVENTS = {
  shift_requested: 'shift',
  shift_published: 'shift',
  shift_cancelled: 'shift',
  shift_rescheduled: 'shift',
  placement_created: 'placement',
  placement_request_confirmed: 'placement',
  order_created: 'order',
} as const satisfies Partial<Record<NotificationEvent, LabelKey>>;

/** The tenant's words for the thing `event` names, or null when its texts keep the catalogue's word. */
export function namedLabel(event: NotificationEvent, labels: OwnLabels | undefined): OwnWords | null {
  if (!labels || !Object.hasOwn(NAMED_EVENTS, event)) return null;
  return labels[NAMED_EVENTS[event as keyof typeof NAMED_EVENTS]] ?? null;
}
