import { handler } from '@/lib/http/handler';
import { APP_TOKEN_TTL_SECONDS } from '@/lib/auth/app-token';
import { issueAppToken } from '@/lib/auth/app-token-service';
import { authContracts } from '@/lib/contracts/auth';

/**
 * Issues the SPEC §7 signed token for the signed-in user, for the mobile and embedded apps. It names the
 * session and the user's token version, so signing out or a revocation refuses it at verify.
 */
export const POST = handler(authContracts.appToken, async ({ db, session }) => {
  const token = await issueAppToken(db, session);
  return { data: { token, token_type: 'Bearer' as const, expires_in: APP_TOKEN_TTL_SECONDS } };
});
