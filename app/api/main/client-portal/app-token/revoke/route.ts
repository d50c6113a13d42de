import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { revokeOwnAppTokens } from '@/lib/auth/app-token-service';
import { authContracts } from '@/lib/contracts/auth';

/**
 * Every app token the user holds stops verifying, on every instance at once (her token version moves);
 * her portal sessions stay signed in, so an app can be handed a fresh token through one of them.
 */
export const POST = handler(authContracts.revokeAppTokens, async ({ db, session }) => {
  await revokeOwnAppTokens(db, session);
  return { message: say('done.auth.appTokensRevoked') };
});
