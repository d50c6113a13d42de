import { createHmac } from 'node:crypto';
import { NOT_REACHED, OutboundError } from '@/lib/net/outbound-error';
import { safeFetch } from '@/lib/net/safe-fetch';
import { chunks, type NotificationTransport } from './types';

/** Candidate ids per request, so one huge audience is several modest POSTs. */
const WEBHOOK_BATCH = 1000;
const TIMEOUT_MS = 10_000;

export type WebhookOptions = { url: string; secret?: string; fetch?: typeof safeFetch };

/**
 * Hands the message to a push gateway: POSTs {tenant, notification, candidate_ids} as JSON. With a
 * secret, the body is signed (X-Portal-Signature: sha256=<hex HMAC>) so the gateway can check the
 * sender. A refused or unreachable gateway fails that batch's candidates; it never throws.
 * The URL is the operator's, but it goes through safeFetch all the same: a redirect or a name that
 * starts answering a private address must not turn the gateway into a way inside.
 */
export function webhookTransport({ url, secret, fetch: send = safeFetch }: WebhookOptions): NotificationTransport {
  return {
    name: 'webhook',
    async deliver(_tx, notification, candidateIds) {
      const delivered: string[] = [];
      const failed: { id: string; error: string }[] = [];
      for (const batch of chunks(candidateIds, WEBHOOK_BATCH)) {
        const body = JSON.stringify({
          tenant: { id: notification.tenantId, slug: notification.tenantSlug },
          notification: { id: notification.id, title: notification.title, body: notification.body },
          candidate_ids: batch,
        });
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (secret) headers['x-portal-signature'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
        try {
          const res = await send(url, { method: 'POST', headers, body, timeoutMs: TIMEOUT_MS });
          if (res.ok) delivered.push(...batch);
          else failed.push(...batch.map((id) => ({ id, error: `push webhook answered HTTP ${res.status}` })));
        } catch (err) {
          // Tenants read this on the notification: lib/net's generic text, the cause is in the server log.
          const error = `push webhook unreachable: ${err instanceof OutboundError ? err.message : NOT_REACHED}`;
          failed.push(...batch.map((id) => ({ id, error })));
        }
      }
      return { delivered, failed };
    },
  };
}
