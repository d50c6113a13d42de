import type { UserDetails } from '@/lib/auth/user-details';

/** SPEC §3 stored browser keys. */
export const KEYS = { user: 'client-portal-user', jwt: 'jwt', company: 'company', settings: 'company_settings' } as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Stores = { local: KeyValueStore; session: KeyValueStore };

const browserStores = (): Stores | null => (typeof window === 'undefined' ? null : { local: window.localStorage, session: window.sessionStorage });

export function rememberLogin(user: UserDetails, stores = browserStores()): void {
  if (!stores) return;
  stores.local.setItem(KEYS.user, JSON.stringify(user));
  stores.local.setItem(KEYS.company, user.company_id);
  stores.session.setItem(KEYS.user, JSON.stringify(user));
}

export function storedCompany(stores = browserStores()): string | null {
  const v = stores?.local.getItem(KEYS.company);
  return v && v !== 'null' && v !== 'undefined' ? v : null;
}

/** The access token for API calls from contexts without the session cookie (embedded, mobile). */
export function storedToken(stores = browserStores()): string | null {
  return stores?.local.getItem(KEYS.jwt) ?? null;
}

/** SPEC §4: forced sign-out clears user and token from local storage and settings and user from session storage. */
export function clearStoredSession(stores = browserStores()): void {
  if (!stores) return;
  stores.local.removeItem(KEYS.user);
  stores.local.removeItem(KEYS.jwt);
  stores.session.removeItem(KEYS.settings);
  stores.session.removeItem(KEYS.user);
}

export function loginPathFor(company: string | null): string {
  return company ? `/${encodeURIComponent(company)}/login` : '/login';
}
