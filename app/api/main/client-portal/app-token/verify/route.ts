import { ApiError, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { verifyAppToken } from '@/lib/auth/app-token';
import { authContracts } from '@/lib/contracts/auth';
import { env } from '@/lib/env';

/**
 * For the apps' back ends: the claims of a valid token, or 401. The codes are the token's own, not
 * the session codes of SPEC §8, so a portal client calling this is never signed out by it.
 */
export const POST = handler(authContracts.verifyAppToken, async ({ body: b }) => {
  const result = await verifyAppToken(b.token, env().SESSION_SECRET);
  if (!result.ok) {
    throw new ApiError(
      401,
      say(result.reason === 'expired' ? 'auth.tokenExpired' : 'auth.tokenInvalid'),
      result.reason === 'expired' ? 'token_expired' : 'invalid_token',
    );
  }
  return { data: { ...result.claims, expires_at: result.expiresAt.toISOString() } };
});
