import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { setSessionCookies } from '@/lib/auth/cookies';
import type { Session } from '@/lib/auth/guard';
import { verifyLogin } from '@/lib/auth/login';
import type { verifyLoginBody } from '@/lib/auth/schema';
import { userDetails } from '@/lib/auth/user-details';
import type { Db } from '@/lib/db/client';

/**
 * Bodies of the routes that answer on two paths (…/verify-login and …/verify-login/v2, …/user and
 * …/user/v2): one function, a contract per path.
 */
export async function verifyLoginRoute({
  db,
  body,
  req,
  ip,
}: {
  db: Db;
  body: z.infer<typeof verifyLoginBody>;
  req: NextRequest;
  ip: string;
}): Promise<Response> {
  const result = await verifyLogin(db, body, {
    ip,
    userAgent: req.headers.get('user-agent'),
    locale: req.cookies.get(LOCALE_COOKIE)?.value,
  });
  // The token is also in the body for mobile apps and integrations that cannot hold cookies.
  const res = NextResponse.json({
    data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: result.user, next: result.next },
  });
  setSessionCookies(res, req, result.token, result.user.company_id);
  return res;
}

export const currentUser = async ({ session }: { session: Session }) => ({ data: userDetails({ ...session, id: session.userId }) });
