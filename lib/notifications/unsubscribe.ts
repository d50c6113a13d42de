import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ApiError, say } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { tenants, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { addOptOut } from './opt-outs';
import type { NotificationEvent } from '@/lib/notification-settings/events';
import { verifyUnsubscribe } from './unsubscribe-token';

export type UnsubscribeTarget = { tenant: { id: string; slug: string; name: string }; userId: string; event: NotificationEvent };

const INVALID = say('notifications.invalidUnsubscribe');

/** Whom a link names, if it is genuine and its user still exists in its tenant. */
export async function unsubscribeTarget(db: DbOrTx, token: string): Promise<UnsubscribeTarget | null> {
  const claims = await verifyUnsubscribe(token, env().SESSION_SECRET);
  if (!claims) return null;
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, claims.userId), eq(users.tenantId, claims.tenantId)))
    .limit(1);
  return row ? { tenant: row, userId: claims.userId, event: claims.event } : null;
}

/** Turns the link's event off for its user on the email channel; twice is once. */
export async function unsubscribe(db: DbOrTx, token: string): Promise<UnsubscribeTarget> {
  const target = await unsubscribeTarget(db, token);
  if (!target) throw new ApiError(400, INVALID, 'invalid_token');
  await addOptOut(db, { tenantId: target.tenant.id, userId: target.userId, event: target.event, channel: 'email' });
  return target;
}
