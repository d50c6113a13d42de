import { NextResponse } from 'next/server';
import { say } from '@/lib/errors';
import { sayTo } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { clearSessionCookie } from '@/lib/auth/cookies';
import { signOutEverywhere } from '@/lib/auth/app-token-service';
import { authContracts } from '@/lib/contracts/auth';

/**
 * Sign-out on every device (a lost phone, a shared computer): every session of the user and every app
 * token she holds end in one transaction, refused by every instance from its next request on.
 */
export const POST = handler(authContracts.logoutEverywhere, async ({ db, req, session }) => {
  await signOutEverywhere(db, session);
  // A Response of its own (it clears the cookie): its message is worded here, not by the boundary.
  const res = NextResponse.json({ message: await sayTo(req, say('done.auth.signedOutEverywhere')) });
  clearSessionCookie(res);
  return res;
});
