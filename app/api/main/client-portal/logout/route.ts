import { say } from '@/lib/errors';
import { sayTo } from '@/lib/http/error-response';
import { NextResponse } from 'next/server';
import { handler } from '@/lib/http/handler';
import { assertSameOriginWrite } from '@/lib/http/same-origin';
import { clearSessionCookie } from '@/lib/auth/cookies';
import { authContracts } from '@/lib/contracts/auth';
import { lookupSession } from '@/lib/auth/guard';
import { revokeSession } from '@/lib/auth/login';
import { SESSION_COOKIE, tokenFrom } from '@/lib/auth/session-token';

/**
 * Always succeeds: a stale or missing session is already signed out. Public (PUBLIC_API_ROUTES), as
 * the guard would answer 401 to exactly the callers whose cookie most needs clearing.
 */
export const POST = handler(authContracts.logout, async ({ db, req }) => {
  const header = req.headers.get('authorization');
  // Signing someone out is a write too: another site cannot do it with the visitor's cookie.
  if (!header) assertSameOriginWrite(req);
  const found = await lookupSession(tokenFrom(req.cookies.get(SESSION_COOKIE)?.value, header));
  if (found.ok) await revokeSession(db, found.session.sessionId, found.session.tenantId);
  // A Response of its own (it clears the cookie): its message is worded here, not by the boundary.
  const res = NextResponse.json({ message: await sayTo(req, say('done.auth.signedOut')) });
  clearSessionCookie(res);
  return res;
});
