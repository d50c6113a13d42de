import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, signSession, tokenFrom, verifySession, type SessionClaims } from '@/lib/auth/session-token';
import { atLeast } from '@/tests/support/present';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const OTHER_SECRET = 'another-secret-fedcba9876543210fedcba';
const DAY_MS = 24 * 60 * 60 * 1000;

const CLAIMS: SessionClaims = {
  sessionId: 'sess-1',
  userId: 'user-42',
  tenantId: '7f1c2e4a-0000-4000-8000-000000000001',
  tenantSlug: 'acme',
  role: 'recruiter',
};

const b64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const decodePart = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('signSession / verifySession', () => {
  it('round-trips the claims', async () => {
    const token = await signSession(CLAIMS, SECRET);
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: true, claims: CLAIMS });
  });

  it('signs HS256 with a 7-day lifetime and the SPEC claim names', async () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const [header, payload] = atLeast((await signSession(CLAIMS, SECRET, now)).split('.'), 2);
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const p = decodePart(payload);
    expect(p).toMatchObject({ sub: 'user-42', jti: 'sess-1', tid: CLAIMS.tenantId, company_id: 'acme', role: 'recruiter' });
    expect(p.iat).toBe(Date.parse('2025-03-01T12:00:00Z') / 1000);
    expect(SESSION_TTL_SECONDS).toBe(604800);
    expect(Number(p.exp) - Number(p.iat)).toBe(604800);
  });

  it('rejects a token whose payload was modified', async () => {
    const [header, payload, signature] = atLeast((await signSession(CLAIMS, SECRET)).split('.'), 3);
    const forged = b64url(JSON.stringify({ ...decodePart(payload), role: 'super_admin' }));
    await expect(verifySession(`${header}.${forged}.${signature}`, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signSession(CLAIMS, OTHER_SECRET);
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects an unsigned alg:none token', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = b64url(
      JSON.stringify({
        sub: 'user-42',
        jti: 'sess-1',
        tid: CLAIMS.tenantId,
        company_id: 'acme',
        role: 'super_admin',
        iat,
        exp: iat + 3600,
      }),
    );
    await expect(verifySession(`${header}.${payload}.`, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects a token signed with another HMAC algorithm', async () => {
    const token = await new SignJWT({ tid: CLAIMS.tenantId, company_id: 'acme', role: 'recruiter' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-42')
      .setJti('sess-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it("reports 'expired' for a token signed 8 days ago", async () => {
    const token = await signSession(CLAIMS, SECRET, new Date(Date.now() - 8 * DAY_MS));
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a token signed 6 days ago', async () => {
    const token = await signSession(CLAIMS, SECRET, new Date(Date.now() - 6 * DAY_MS));
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: true, claims: CLAIMS });
  });

  it('treats an unknown role claim as company_contact', async () => {
    const token = await new SignJWT({ tid: CLAIMS.tenantId, company_id: 'acme', role: 'owner' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-42')
      .setJti('sess-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: true, claims: { ...CLAIMS, role: 'company_contact' } });
  });

  it('rejects a validly signed token missing the tenant claims', async () => {
    const token = await new SignJWT({ role: 'super_admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-42')
      .setJti('sess-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifySession(token, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects a missing or malformed token', async () => {
    await expect(verifySession(undefined, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifySession(null, SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifySession('', SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifySession('not.a.jwt', SECRET)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('tokenFrom', () => {
  it('prefers the Authorization header over the cookie', () => {
    expect(tokenFrom('cookie-token', 'header-token')).toBe('header-token');
    expect(tokenFrom('cookie-token', 'Bearer header-token')).toBe('header-token');
    expect(tokenFrom('cookie-token', 'bearer   header-token')).toBe('header-token');
  });

  it('uses the cookie without an Authorization header', () => {
    expect(tokenFrom('cookie-token', null)).toBe('cookie-token');
  });

  it('is undefined with neither', () => {
    expect(tokenFrom(undefined, null)).toBeUndefined();
    expect(tokenFrom('', null)).toBeUndefined();
  });
});
