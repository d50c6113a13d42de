import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@/lib/notification-settings/events';

/**
 * The one-click unsubscribe of a notification mail: signed (a key derived from the session secret for
 * this purpose only, so it passes as nothing else), naming one user, tenant and event, and doing one
 * thing: turning that event's email off for that user. It does not expire: an old mail's link must
 * still work (RFC 8058 asks for that), and what it can do is harmless and undoable in the portal.
 */
const AUDIENCE = 'portal-unsubscribe';
const unsubscribeKey = (secret: string) => createHash('sha256').update(`${secret}:unsubscribe`).digest();

export type UnsubscribeClaims = { userId: string; tenantId: string; event: NotificationEvent };

export function signUnsubscribe(c: UnsubscribeClaims, secret: string): Promise<string> {
  return new SignJWT({ tid: c.tenantId, ev: c.event })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(c.userId)
    .setAudience(AUDIENCE)
    .sign(unsubscribeKey(secret));
}

export async function verifyUnsubscribe(token: string, secret: string): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, unsubscribeKey(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const { sub, tid, ev } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tid !== 'string' ||
      typeof ev !== 'string' ||
      !(NOTIFICATION_EVENTS as readonly string[]).includes(ev)
    )
      return null;
    return { userId: sub, tenantId: tid, event: ev as NotificationEvent };
  } catch {
    return null;
  }
}
