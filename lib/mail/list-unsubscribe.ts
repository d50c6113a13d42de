import { absoluteUrl } from '@/lib/public-url';

/** Where a mail client POSTs the one-click unsubscribe (app/api/main/public/unsubscribe). */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/main/public/unsubscribe';

/**
 * RFC 8058 headers of a notification mail: the signed link that turns this event's email off for this
 * reader, POSTed by the mail client with `List-Unsubscribe=One-Click` and no session. The token is the
 * only credential and can do nothing else (lib/notifications/unsubscribe-token.ts). A client that opens
 * the address instead gets the same confirmation page the mail's own link leads to (the route's GET).
 */
export function listUnsubscribeHeaders(token: string): Record<string, string> {
  const url = absoluteUrl(`${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Whether a POST is a mail client's one-click unsubscribe (RFC 8058 §3.2), not the page's form. */
export const isOneClick = (fields: unknown): boolean =>
  typeof fields === 'object' && fields !== null && (fields as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';
