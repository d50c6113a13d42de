import { handler } from '@/lib/http/handler';
import { APP_TOKEN_TTL_SECONDS, signAppToken } from '@/lib/auth/app-token';
import { authContracts } from '@/lib/contracts/auth';
import { env } from '@/lib/env';

/** Issues the SPEC §7 signed token for the signed-in user, for the mobile and embedded apps. */
export const POST = handler(authContracts.appToken, async ({ session }) => {
  const token = await signAppToken(
    {
      user_id: session.userId,
      username: session.username,
      company_id: session.tenantSlug,
      role_id: session.roleId,
      firebase_type: session.firebaseEnv,
      is_contact: session.isContact,
    },
    env().SESSION_SECRET,
  );
  return { data: { token, token_type: 'Bearer' as const, expires_in: APP_TOKEN_TTL_SECONDS } };
});
