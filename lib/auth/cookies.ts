import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { COMPANY_COOKIE, SESSION_COOKIE, SESSION_TTL_SECONDS } from './session-token';

const secure = (req: NextRequest) => req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';

export function setSessionCookies(res: NextResponse, req: NextRequest, token: string, company: string): void {
  res.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secure(req), path: '/', maxAge: SESSION_TTL_SECONDS });
  // Not secret: remembers the company for redirects to its login page (DESIGN.md §4).
  res.cookies.set(COMPANY_COOKIE, company, { httpOnly: false, sameSite: 'lax', secure: secure(req), path: '/', maxAge: 365 * 24 * 3600 });
}

export function clearSessionCookie(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}
