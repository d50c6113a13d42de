'use client';
import { createApiClient } from '@/lib/api/client';
import { clearStoredSession, loginPathFor, storedCompany, storedToken } from './store';

let signingOut = false;

/** SPEC §8 forced sign-out: clear the stored keys and go to the company's login page (once). */
export function forcedSignOut(): void {
  if (signingOut) return;
  signingOut = true;
  const company = storedCompany();
  clearStoredSession();
  window.location.assign(loginPathFor(company));
}

export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  token: storedToken,
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  onSignOut: forcedSignOut,
});
