import type { UserDetails } from '@/lib/auth/user-details';

/** SPEC §3 stored browser keys. */
export const KEYS = { user: 'client-portal-user', jwt: 'jwt', company: 'company', settings: 'company_settings' } as const;

/** SPEC §9 store cache time-out: the cached user and settings copies are dropped once older than this. */
export const STORE_CACHE_TIMEOUT_MS = 7_200_000;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Stores = { local: KeyValueStore; session: KeyValueStore };

const browserStores = (): Stores | null =>
  typeof window === 'undefined' ? null : { local: window.localStorage, session: window.sessionStorage };

// Each cached value keeps its write time beside it, so the SPEC key itself holds the plain value.
const stampKey = (key: string) => `${key}:stored_at`;

function writeCached(store: KeyValueStore, key: string, value: string, now: number): void {
  store.setItem(key, value);
  store.setItem(stampKey(key), String(now));
}

function forget(store: KeyValueStore, key: string): void {
  store.removeItem(key);
  store.removeItem(stampKey(key));
}

/** The cached value, or null (and removed) when it has no write time or is older than the time-out. */
function readCached(store: KeyValueStore, key: string, now: number): string | null {
  const storedAt = Number(store.getItem(stampKey(key)));
  if (!Number.isFinite(storedAt) || storedAt <= 0 || now - storedAt >= STORE_CACHE_TIMEOUT_MS) {
    forget(store, key);
    return null;
  }
  return store.getItem(key);
}

export function rememberLogin(user: UserDetails, stores = browserStores(), now = Date.now()): void {
  if (!stores) return;
  writeCached(stores.local, KEYS.user, JSON.stringify(user), now);
  stores.local.setItem(KEYS.company, user.company_id);
  writeCached(stores.session, KEYS.user, JSON.stringify(user), now);
}

/** SPEC §3's session storage copy of the company settings. */
export function rememberSettings(settings: unknown, stores = browserStores(), now = Date.now()): void {
  if (stores) writeCached(stores.session, KEYS.settings, JSON.stringify(settings), now);
}

/** Drops every cached copy older than the time-out; run when the portal starts and before reading the cache. */
export function expireStoredCache(stores = browserStores(), now = Date.now()): void {
  if (!stores) return;
  readCached(stores.local, KEYS.user, now);
  readCached(stores.session, KEYS.user, now);
  readCached(stores.session, KEYS.settings, now);
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
  forget(stores.local, KEYS.user);
  stores.local.removeItem(KEYS.jwt);
  forget(stores.session, KEYS.settings);
  forget(stores.session, KEYS.user);
}

export function loginPathFor(company: string | null): string {
  return company ? `/${encodeURIComponent(company)}/login` : '/login';
}
