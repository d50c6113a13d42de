import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@/lib/auth/user-details';
import {
  clearStoredSession,
  expireStoredCache,
  KEYS,
  loginPathFor,
  rememberLogin,
  rememberSettings,
  STORE_CACHE_TIMEOUT_MS,
  storedCompany,
  storedToken,
  type KeyValueStore,
} from '@/lib/browser/store';

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const stores = () => ({ local: new MemoryStore(), session: new MemoryStore() });

const USER: UserDetails = {
  _id: 'u1',
  username: 'Ada Contact',
  email: 'contact@acme.test',
  role: 'company_contact',
  role_id: 4,
  company_id: 'acme',
  firebase_env: 1,
  is_contact: true,
};

describe('stored keys', () => {
  it('are the SPEC §3 names', () => {
    expect(KEYS).toEqual({ user: 'client-portal-user', jwt: 'jwt', company: 'company', settings: 'company_settings' });
  });
});

describe('rememberLogin', () => {
  it("writes 'client-portal-user' and 'company'", () => {
    const s = stores();
    rememberLogin(USER, s);
    expect(JSON.parse(s.local.getItem('client-portal-user') ?? 'null')).toEqual(USER);
    expect(s.local.getItem('company')).toBe('acme');
    expect(JSON.parse(s.session.getItem('client-portal-user') ?? 'null')).toEqual(USER);
  });

  it('does nothing without browser storage', () => {
    expect(() => rememberLogin(USER, null)).not.toThrow();
  });
});

describe('clearStoredSession', () => {
  it('removes user and token locally and settings and user from the session, keeping the company', () => {
    const s = stores();
    s.local.setItem('client-portal-user', JSON.stringify(USER));
    s.local.setItem('jwt', 'token-1');
    s.local.setItem('company', 'acme');
    s.local.setItem('unrelated', 'x');
    s.session.setItem('company_settings', '{"primary_color":"#112233"}');
    s.session.setItem('client-portal-user', JSON.stringify(USER));

    clearStoredSession(s);

    expect(s.local.getItem('client-portal-user')).toBeNull();
    expect(s.local.getItem('jwt')).toBeNull();
    expect(s.session.getItem('company_settings')).toBeNull();
    expect(s.session.getItem('client-portal-user')).toBeNull();
    expect(s.local.getItem('company')).toBe('acme');
    expect(s.local.getItem('unrelated')).toBe('x');
    expect(storedCompany(s)).toBe('acme');
  });
});

describe('storedCompany', () => {
  it('returns the stored company', () => {
    const s = stores();
    s.local.setItem('company', 'globex');
    expect(storedCompany(s)).toBe('globex');
  });

  it("ignores 'null', 'undefined', empty and missing values", () => {
    for (const v of ['null', 'undefined', '']) {
      const s = stores();
      s.local.setItem('company', v);
      expect({ v, company: storedCompany(s) }).toEqual({ v, company: null });
    }
    expect(storedCompany(stores())).toBeNull();
  });

  it('is null outside a browser', () => {
    expect(storedCompany()).toBeNull();
    expect(storedCompany(null)).toBeNull();
  });
});

describe('storedToken', () => {
  it("reads 'jwt' from local storage", () => {
    const s = stores();
    expect(storedToken(s)).toBeNull();
    s.local.setItem('jwt', 'token-1');
    expect(storedToken(s)).toBe('token-1');
  });
});

describe('loginPathFor', () => {
  it('is /login without a company', () => {
    expect(loginPathFor(null)).toBe('/login');
    expect(loginPathFor('')).toBe('/login');
  });

  it('is the company login page, encoded', () => {
    expect(loginPathFor('acme')).toBe('/acme/login');
    expect(loginPathFor('a/b')).toBe('/a%2Fb/login');
  });
});

describe('store cache time-out (SPEC §9)', () => {
  const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

  it('is 2 hours', () => {
    expect(STORE_CACHE_TIMEOUT_MS).toBe(7_200_000);
  });

  it('keeps the cached user and settings younger than 2 hours', () => {
    const s = stores();
    rememberLogin(USER, s, T0);
    rememberSettings({ primary_color: '#112233' }, s, T0);
    expireStoredCache(s, T0 + STORE_CACHE_TIMEOUT_MS - 1);
    expect(JSON.parse(s.local.getItem('client-portal-user') ?? 'null')).toEqual(USER);
    expect(JSON.parse(s.session.getItem('client-portal-user') ?? 'null')).toEqual(USER);
    expect(JSON.parse(s.session.getItem('company_settings') ?? 'null')).toEqual({ primary_color: '#112233' });
  });

  it('drops them once 2 hours have passed, keeping the company and the token', () => {
    const s = stores();
    rememberLogin(USER, s, T0);
    rememberSettings({ primary_color: '#112233' }, s, T0);
    s.local.setItem('jwt', 'token-1');
    expireStoredCache(s, T0 + STORE_CACHE_TIMEOUT_MS);
    expect(s.local.getItem('client-portal-user')).toBeNull();
    expect(s.session.getItem('client-portal-user')).toBeNull();
    expect(s.session.getItem('company_settings')).toBeNull();
    expect(s.local.getItem('client-portal-user:stored_at')).toBeNull();
    expect(s.local.getItem('company')).toBe('acme');
    expect(s.local.getItem('jwt')).toBe('token-1');
  });

  it('counts from the latest write', () => {
    const s = stores();
    rememberSettings({ v: 1 }, s, T0);
    rememberSettings({ v: 2 }, s, T0 + STORE_CACHE_TIMEOUT_MS - 1000);
    expireStoredCache(s, T0 + STORE_CACHE_TIMEOUT_MS + 1000);
    expect(JSON.parse(s.session.getItem('company_settings') ?? 'null')).toEqual({ v: 2 });
  });

  it('drops a copy without a write time (left by an older version)', () => {
    const s = stores();
    s.session.setItem('company_settings', '{"primary_color":"#112233"}');
    expireStoredCache(s, T0);
    expect(s.session.getItem('company_settings')).toBeNull();
  });
});
