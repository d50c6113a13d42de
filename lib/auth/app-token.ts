import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The short-lived signed token of SPEC §7 for the mobile and embedded apps: user id, username, company
 * id, role id, firebase type and is_contact, valid 604800 s (SPEC §9). It is signed with a key derived
 * from the session secret, so it can never pass as a session token, nor a session token as one of these.
 * It also names the session it was issued through (`sid`) and the user's token version (`ver`), which
 * lib/auth/app-token-service.ts compares with the database on every verify: sign-out, deactivation, a
 * role or permission change and explicit revocation refuse it at once on every instance.
 */
export const APP_TOKEN_TTL_SECONDS = 604_800;
const AUDIENCE = 'portal-app';

export type AppTokenClaims = {
  user_id: string;
  username: string;
  company_id: string;
  role_id: number;
  firebase_type: number;
  is_contact: boolean;
  /** The session it was issued through: signing that session out revokes the token. */
  sid: string;
  /** users.token_version when issued: raising it revokes the token. */
  ver: number;
};

export type AppTokenResult = { ok: true; claims: AppTokenClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

const appKey = (secret: string) => createHash('sha256').update(`${secret}:app-token`).digest();

export async function signAppToken(claims: AppTokenClaims, secret: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const { user_id: sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + APP_TOKEN_TTL_SECONDS)
    .sign(appKey(secret));
}

export async function verifyAppToken(token: string, secret: string): Promise<AppTokenResult> {
  try {
    const { payload } = await jwtVerify(token, appKey(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const { sub, username, company_id, role_id, firebase_type, is_contact, sid, ver, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof username !== 'string' ||
      typeof company_id !== 'string' ||
      typeof role_id !== 'number' ||
      typeof firebase_type !== 'number' ||
      typeof is_contact !== 'boolean' ||
      // A token from before revocation existed names no session nor version: it cannot be checked, so it is refused.
      typeof sid !== 'string' ||
      typeof ver !== 'number' ||
      typeof exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: { user_id: sub, username, company_id, role_id, firebase_type, is_contact, sid, ver },
      expiresAt: new Date(exp * 1000),
    };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
