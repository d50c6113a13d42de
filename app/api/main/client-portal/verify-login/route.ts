import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/api/handler';
import { setSessionCookies } from '@/lib/auth/cookies';
import { verifyLogin } from '@/lib/auth/login';
import { verifyLoginBody } from '@/lib/auth/schema';

export const POST = publicHandler({ body: verifyLoginBody }, async ({ body, req, ip }) => {
  const result = await verifyLogin(body, { ip, userAgent: req.headers.get('user-agent') });
  // The token is also in the body for mobile apps and integrations that cannot hold cookies.
  const res = NextResponse.json({ data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user, next: result.next } });
  setSessionCookies(res, req, result.token, result.user.company_id);
  return res;
});
