import { describe, expect, it } from 'vitest';
import { deriveKey, open, seal, SecretError, secretHint } from '@/lib/integrations/crypto';
import { atLeast } from '@/tests/support/present';

const SECRET = 'unit-test-session-secret-0123456789abcdef';
const key = deriveKey(SECRET);
const AAD = 'tenant-1:everee';

describe('integration secret sealing (AES-256-GCM, HKDF key)', () => {
  it('round-trips, including non-ASCII text', () => {
    for (const plain of ['sk_live_1234567890abcdef', 'ключ-密钥-🔑', 'x'.repeat(500)]) {
      expect(open(seal(plain, key, AAD), key, AAD)).toBe(plain);
    }
  });

  it('derives a stable 32-byte key that is not the secret itself', () => {
    expect(key).toHaveLength(32);
    expect(deriveKey(SECRET).equals(key)).toBe(true);
    expect(key.toString('utf8')).not.toContain(SECRET.slice(0, 16));
    expect(deriveKey(`${SECRET}!`).equals(key)).toBe(false);
    expect(() => deriveKey('too short')).toThrow(SecretError);
  });

  it('uses a fresh nonce each time and never shows the plain text', () => {
    const a = seal('sk_live_same_value', key, AAD);
    const b = seal('sk_live_same_value', key, AAD);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('sk_live');
  });

  it('refuses a tampered ciphertext, tag or nonce', () => {
    const sealed = seal('sk_live_1234567890abcdef', key, AAD);
    const [v, iv, tag, body] = atLeast(sealed.split('.'), 4);
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    expect(() => open([v, iv, tag, flip(body)].join('.'), key, AAD)).toThrow(SecretError);
    expect(() => open([v, iv, flip(tag), body].join('.'), key, AAD)).toThrow(SecretError);
    expect(() => open([v, flip(iv), tag, body].join('.'), key, AAD)).toThrow(SecretError);
  });

  it('refuses another key, another row (associated data) and malformed values', () => {
    const sealed = seal('sk_live_1234567890abcdef', key, AAD);
    expect(() => open(sealed, deriveKey(`${SECRET}-other`), AAD)).toThrow(SecretError);
    expect(() => open(sealed, key, 'tenant-2:everee')).toThrow(SecretError);
    for (const bad of ['', 'v1', 'v2.a.b.c', 'v1.a.b', `${sealed}.extra`, 'plain-text-key'])
      expect(() => open(bad, key, AAD)).toThrow(SecretError);
  });

  it('hints at the last four characters only, and nothing of a short secret', () => {
    expect(secretHint('sk_live_1234567890abcd1234')).toBe('••••1234');
    expect(secretHint('short-key')).toBe('••••');
  });
});
