import { describe, expect, it } from 'vitest';
import { APP_TOKEN_TTL_SECONDS, signAppToken, verifyAppToken, type AppTokenClaims } from '@/lib/auth/app-token';
import { signSession, verifySession } from '@/lib/auth/session-token';
import { atLeast } from '@/tests/support/present';

const secret = 'unit-test-secret-0123456789abcdefghij';
const claims: AppTokenClaims = {
  user_id: '7f1c2d0e-0000-4000-8000-000000000001',
  username: 'Casey Contact',
  company_id: 'acme',
  role_id: 4,
  firebase_type: 1,
  is_contact: true,
  sid: '7f1c2d0e-0000-4000-8000-0000000000aa',
  ver: 3,
};

describe('the signed app token of SPEC §7', () => {
  it('carries user id, username, company id, role id, firebase type and is_contact, for 604800 s', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const token = await signAppToken(claims, secret, now);
    const result = await verifyAppToken(token, secret);
    expect(result).toEqual({ ok: true, claims, expiresAt: new Date(now.getTime() + APP_TOKEN_TTL_SECONDS * 1000) });
    expect(APP_TOKEN_TTL_SECONDS).toBe(604_800);
  });

  it('is refused once expired, when tampered with, or under another secret', async () => {
    const old = await signAppToken(claims, secret, new Date(Date.now() - (APP_TOKEN_TTL_SECONDS + 60) * 1000));
    expect(await verifyAppToken(old, secret)).toEqual({ ok: false, reason: 'expired' });
    const token = await signAppToken(claims, secret);
    const [h, p, s] = atLeast(token.split('.'), 3);
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role_id: 1 })).toString('base64url');
    expect(await verifyAppToken(`${h}.${forged}.${s}`, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAppToken(token, `${secret}-other`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is refused when it names no session or no token version (a token issued before revocation was checkable)', async () => {
    // JSON drops the undefined claim: the token is signed without it, exactly as the old tokens were.
    for (const missing of ['sid', 'ver'] as const) {
      const old = await signAppToken({ ...claims, [missing]: undefined } as unknown as AppTokenClaims, secret);
      expect(await verifyAppToken(old, secret)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('never passes as a session token, nor a session token as an app token', async () => {
    const app = await signAppToken(claims, secret);
    expect((await verifySession(app, secret)).ok).toBe(false);
    const session = await signSession(
      { sessionId: 's1', userId: claims.user_id, tenantId: 't1', tenantSlug: 'acme', role: 'company_contact' },
      secret,
    );
    expect((await verifyAppToken(session, secret)).ok).toBe(false);
  });
});
