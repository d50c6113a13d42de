import { requestLocale } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { resendInvite } from '@/lib/users/service';

/** A new sign-in link for the user (5 per user per 15 minutes). */
export const POST = handler(usersContracts.resendInvite, async ({ db, session, params, req }) =>
  resendInvite(db, session, params.id, req.nextUrl.origin, requestLocale(req)),
);
