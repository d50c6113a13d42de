import type { DbOrTx } from '@/lib/db/client';

/** What a transport needs to know about the message it carries. */
export type OutgoingNotification = {
  id: string;
  tenantId: string;
  tenantSlug: string;
  title: string;
  body: string;
};

export type DeliveryResult = { delivered: string[]; failed: { id: string; error: string }[] };

/**
 * One way of reaching candidates. Delivery never throws for an unreachable recipient or service: it
 * reports who failed and why, so the notification's counts tell the truth.
 */
export interface NotificationTransport {
  readonly name: string;
  deliver(tx: DbOrTx | undefined, notification: OutgoingNotification, candidateIds: string[]): Promise<DeliveryResult>;
}

/** Splits a list into runs of `size`, for batched statements and requests. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
