import { env } from '@/lib/env';
import { inboxTransport } from './inbox';
import type { NotificationTransport } from './types';
import { webhookTransport } from './webhook';

export type { DeliveryResult, NotificationTransport, OutgoingNotification } from './types';
export { inboxTransport } from './inbox';
export { webhookTransport } from './webhook';

/**
 * The inbox always; the push webhook only when PUSH_WEBHOOK_URL is set, so nothing calls out of the
 * server unless an operator asked for it.
 */
export function activeTransports(): NotificationTransport[] {
  const { PUSH_WEBHOOK_URL: url, PUSH_WEBHOOK_SECRET: secret } = env();
  return url ? [inboxTransport, webhookTransport({ url, secret })] : [inboxTransport];
}
