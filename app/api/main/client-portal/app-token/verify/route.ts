import { ApiError, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { checkAppToken } from '@/lib/auth/app-token-service';
import { authContracts } from '@/lib/contracts/auth';

const REFUSALS = {
  expired: { text: 'auth.tokenExpired', code: 'token_expired' },
  invalid: { text: 'auth.tokenInvalid', code: 'invalid_token' },
  revoked: { text: 'auth.tokenRevoked', code: 'token_revoked' },
} as const;

/**
 * For the apps' back ends: the claims of a valid token, or 401. Valid means signed, unexpired, and still
 * agreed by the database (lib/auth/app-token-service.ts): a token whose user was signed out, deactivated,
 * or given another role or permissions is refused at once. The codes are the token's own, not the
 * session codes of SPEC §8, so a portal client calling this is never signed out by it.
 */
export const POST = handler(authContracts.verifyAppToken, async ({ db, body: b }) => {
  const result = await checkAppToken(db, b.token);
  if (!result.ok) {
    const refusal = REFUSALS[result.reason];
    throw new ApiError(401, say(refusal.text), refusal.code);
  }
  // The session id and version are for this check only: the answer is the SPEC §7 claims.
  const { user_id, username, company_id, role_id, firebase_type, is_contact } = result.claims;
  return { data: { user_id, username, company_id, role_id, firebase_type, is_contact, expires_at: result.expiresAt.toISOString() } };
});
