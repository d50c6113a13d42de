'use client';
import { createApiClient } from '@/lib/browser/api-client';
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
 * Every portal request says the browser's zone, as SPEC §7's client does beside a stored token (the portal signs
 * in with a cookie and stores none). Only the activity report's day buckets still read it: the portal's "today",
 * default days and week presets are the reader's chosen zone, else the tenant's (lib/settings/reader-zone.ts), and
 * a site's days the site's. No cookie carries it to server-rendered pages any more: they take the same chosen zone.
 */
export function withTimeZone(init?: RequestInit): RequestInit {
  const headers = new Headers(init?.headers);
  if (!headers.has('x-timezone')) headers.set('x-timezone', browserTimeZone());
  return { ...init, headers };
}

export const api = createApiClient({
  fetch: (input, init) => fetch(input, withTimeZone(init)),
  token: storedToken,
  timeZone: browserTimeZone,
  onSignOut: forcedSignOut,
});
