import { errors, jwtVerify, SignJWT } from 'jose';
import { normaliseRole, type Role } from './roles';

/** SPEC §9: login token lifetime 604800 s (7 days). */
export const SESSION_TTL_SECONDS = 604_800;
export const SESSION_COOKIE = 'session';
export const COMPANY_COOKIE = 'company';

export type SessionClaims = {
  sessionId: string;
  userId: string;
  tenantId: string;
  tenantSlug: string;
  role: Role;
};

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

// The HMAC key imported once per secret: handed raw bytes, jose imports a key on every sign and verify,
// which was most of the cost of checking a session.
const keys = new Map<string, Promise<CryptoKey>>();
const key = (secret: string): Promise<CryptoKey> => {
  let found = keys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, found);
  }
  return found;
};

export async function signSession(claims: SessionClaims, secret: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tid: claims.tenantId, company_id: claims.tenantSlug, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(await key(secret));
}

/** Verifies signature and expiry; only HS256 is accepted, so `alg: none` and key confusion fail. */
export async function verifySession(token: string | undefined | null, secret: string): Promise<VerifyResult> {
  if (!token) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: ['HS256'] });
    const { sub, jti, tid, company_id: slug, role } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof tid !== 'string' || typeof slug !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sessionId: jti, userId: sub, tenantId: tid, tenantSlug: slug, role: normaliseRole(role) } };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The token from the `session` cookie, or from Authorization (raw or Bearer) for apps and integrations. */
export function tokenFrom(cookieValue: string | undefined, authorization: string | null): string | undefined {
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || undefined;
  return cookieValue || undefined;
}
