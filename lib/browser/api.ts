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

type QueryValue = string | number | null | undefined;

/** `path?query` with empty values left out, so equal filters give equal SWR keys. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The SWR fetcher for main-service keys (the key is the path with its query). */
export const getMain = <T>(key: string) => api.get<T>('main', key);
