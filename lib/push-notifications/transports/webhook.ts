import { createHmac } from 'node:crypto';
import { chunks, errorText, type NotificationTransport } from './types';

/** Candidate ids per request, so one huge audience is several modest POSTs. */
export const WEBHOOK_BATCH = 1000;
const TIMEOUT_MS = 10_000;

export type WebhookOptions = { url: string; secret?: string; fetch?: typeof fetch };

/**
 * Hands the message to a push gateway: POSTs {tenant, notification, candidate_ids} as JSON. With a
 * secret, the body is signed (X-Portal-Signature: sha256=<hex HMAC>) so the gateway can check the
 * sender. A refused or unreachable gateway fails that batch's candidates; it never throws.
 */
export function webhookTransport({ url, secret, fetch: send = fetch }: WebhookOptions): NotificationTransport {
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
          const res = await send(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
          // The body is not needed; reading it frees the connection.
          await res.arrayBuffer().catch(() => undefined);
          if (res.ok) delivered.push(...batch);
          else failed.push(...batch.map((id) => ({ id, error: `push webhook answered HTTP ${res.status}` })));
        } catch (err) {
          const error = `push webhook unreachable: ${errorText(err)}`;
          failed.push(...batch.map((id) => ({ id, error })));
        }
      }
      return { delivered, failed };
    },
  };
}
