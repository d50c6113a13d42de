import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, MOBILE_BLOCK_MESSAGE } from '@/lib/auth/mobile';
import { usableCompany } from '@/lib/auth/reserved';

const MOBILE = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Android phone (Chrome)':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  'Android phone (Samsung Internet)':
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'iPhone (Chrome iOS)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
};

const DESKTOP = {
  'Chrome on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Firefox on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Firefox on Linux': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Safari on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Edge on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
};

describe('isMobileUserAgent', () => {
  for (const [name, ua] of Object.entries(MOBILE)) {
    it(`treats ${name} as mobile`, () => {
      expect(isMobileUserAgent(ua)).toBe(true);
    });
  }

  for (const [name, ua] of Object.entries(DESKTOP)) {
    it(`does not treat ${name} as mobile`, () => {
      expect(isMobileUserAgent(ua)).toBe(false);
    });
  }

  it('is false without a user agent', () => {
    expect(isMobileUserAgent(null)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('MOBILE_BLOCK_MESSAGE', () => {
  it('is the SPEC wording exactly', () => {
    expect(MOBILE_BLOCK_MESSAGE).toBe('Sorry, mobile view is currently not supported');
  });
});

describe('usableCompany', () => {
  it("treats the literal texts 'null' and 'undefined' as no company", () => {
    expect(usableCompany('null')).toBeNull();
    expect(usableCompany('undefined')).toBeNull();
    expect(usableCompany('NULL')).toBeNull();
  });

  it('treats empty values as no company', () => {
    expect(usableCompany('')).toBeNull();
    expect(usableCompany('   ')).toBeNull();
    expect(usableCompany(null)).toBeNull();
    expect(usableCompany(undefined)).toBeNull();
  });

  it('refuses reserved route names', () => {
    for (const name of ['jobs', 'api', 'login', 'admin-settings', 'timesheets', 'iframes', 'notifications', 'JOBS']) {
      expect({ name, company: usableCompany(name) }).toEqual({ name, company: null });
    }
  });

  it('refuses bad characters and bad shapes', () => {
    for (const name of ['ac me', 'acme/../x', 'a.b', '<script>', 'acme%2f', '-acme', 'a', 'x'.repeat(41), 'ácme']) {
      expect({ name, company: usableCompany(name) }).toEqual({ name, company: null });
    }
  });

  it('returns the lower-cased, trimmed slug', () => {
    expect(usableCompany('Acme')).toBe('acme');
    expect(usableCompany('  Globex-2 ')).toBe('globex-2');
    expect(usableCompany('x'.repeat(40))).toBe('x'.repeat(40));
  });
});
