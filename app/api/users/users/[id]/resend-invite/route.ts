import { handler } from '@/lib/api/handler';
import { ADMIN_ROUTE } from '@/lib/users/route';
import { resendInvite } from '@/lib/users/service';

/** A new sign-in link for the user (5 per user per 15 minutes). */
export const POST = handler({ route: ADMIN_ROUTE }, async ({ session, params, req }) => resendInvite(session, params.id, req.nextUrl.origin));
