import { z } from 'zod';
import { ApiError, say } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { verifyAppToken } from '@/lib/auth/app-token';
import { env } from '@/lib/env';

const body = z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(4096) });

/**
 * For the apps' back ends: the claims of a valid token, or 401. The codes are the token's own, not
 * the session codes of SPEC §8, so a portal client calling this is never signed out by it.
 */
export const POST = publicHandler({ body }, async ({ body: b }) => {
  const result = await verifyAppToken(b.token, env().SESSION_SECRET);
  if (!result.ok) {
    throw new ApiError(401, say(result.reason === 'expired' ? 'auth.tokenExpired' : 'auth.tokenInvalid'), result.reason === 'expired' ? 'token_expired' : 'invalid_token');
  }
  return { data: { ...result.claims, expires_at: result.expiresAt.toISOString() } };
});
