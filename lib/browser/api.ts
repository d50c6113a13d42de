'use client';
import { createApiClient } from '@/lib/browser/api-client';
import { ZONE_COOKIE } from '@/lib/timezones/zone-cookie';
import { clearStoredSession, loginPathFor, storedCompany, storedToken } from './store';

let signingOut = false;

/**
 * A sign-out the user asked for is under way (lib/browser/sign-out.ts): a 401 that a request still in flight
 * gets from then on must not send her to the login page instead of the logout screen she is going to.
 */
export function signingOutOnPurpose(): void {
  signingOut = true;
}

/** SPEC §8 forced sign-out: clear the stored keys and go to the company's login page (once). */
export function forcedSignOut(): void {
  if (signingOut) return;
  signingOut = true;
  const company = storedCompany();
  clearStoredSession();
  window.location.assign(loginPathFor(company));
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every portal request says the browser's zone. SPEC §7's client adds X-Timezone beside a stored token,
 * but the portal signs in with a cookie and stores none, while the server's days ("today", overdue,
 * the activity report's buckets) must be the reader's.
 */
export function withTimeZone(init?: RequestInit): RequestInit {
  const headers = new Headers(init?.headers);
  if (!headers.has('x-timezone')) headers.set('x-timezone', browserTimeZone());
  rememberTimeZone();
  return { ...init, headers };
}

let zoneRemembered = false;

/**
 * The same zone as a cookie, once per page load, so the pages the server renders with data (who's working,
 * the shifts board, lists with clock times) use the reader's days and clock times as the API does.
 */
function rememberTimeZone(): void {
  if (zoneRemembered || typeof document === 'undefined') return;
  zoneRemembered = true;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export const api = createApiClient({
  fetch: (input, init) => fetch(input, withTimeZone(init)),
  token: storedToken,
  timeZone: browserTimeZone,
  onSignOut: forcedSignOut,
});
