import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/api/handler';
import { clearSessionCookie } from '@/lib/auth/cookies';
import { lookupSession } from '@/lib/auth/guard';
import { revokeSession } from '@/lib/auth/login';
import { SESSION_COOKIE, tokenFrom } from '@/lib/auth/session-token';

/** Always succeeds: a stale or missing session is already signed out. */
export const POST = publicHandler({}, async ({ req }) => {
  const found = await lookupSession(tokenFrom(req.cookies.get(SESSION_COOKIE)?.value, req.headers.get('authorization')));
  if (found.ok) await revokeSession(found.session.sessionId, found.session.tenantId);
  const res = NextResponse.json({ message: 'Signed out' });
  clearSessionCookie(res);
  return res;
});
