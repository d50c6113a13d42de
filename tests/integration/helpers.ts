import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { db } from '@/lib/db/client';
import { mailbox, tenants, users } from '@/lib/db/schema';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  token?: string;
  /** Send the token as `Authorization` (raw or Bearer) instead of the cookie. */
  auth?: 'cookie' | 'raw' | 'bearer';
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  /** Hand back an event stream as it comes (otherwise its opening stands for the body: openingOf). */
  stream?: boolean;
};

/** Calls a route handler the way Next does: a NextRequest and a params promise. */
export async function call(handler: Handler | undefined, method: string, path: string, opts: CallOptions = {}): Promise<Response> {
  if (!handler) throw new Error(`no ${method} handler for ${path}`);
  const headers = new Headers(opts.headers);
  // What scripts/server.mjs sets from the socket (lib/http/client-ip.ts); CLIENT_IP_SOURCE=server in vitest.config.
  headers.set(CLIENT_IP_HEADER, opts.ip ?? '10.0.0.1');
  if (opts.token) {
    if (opts.auth === 'raw') headers.set('authorization', opts.token);
    else if (opts.auth === 'bearer') headers.set('authorization', `Bearer ${opts.token}`);
    else headers.set('cookie', `session=${opts.token}`);
  }
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return opts.stream ? res : openingOf(res);
}

/**
 * An event stream never ends by itself: its first chunk (what the server sends on connecting) stands for
 * the body, and the stream is cancelled, so a caller can read the answer like any other.
 */
export async function openingOf(res: Response): Promise<Response> {
  if (!/^text\/event-stream/.test(res.headers.get('content-type') ?? '') || !res.body) return res;
  const reader = res.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new Response(value ?? null, { status: res.status, headers: res.headers });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Expects a status and the error shape of DESIGN.md §4, returning the body. */
export async function expectError(res: Response, status: number, code?: string) {
  const body = await json<{ message: string; error_code?: string }>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (code) expect(body.error_code).toBe(code);
  return body;
}

/** The newest sign-in link token mailed to this address. */
export async function latestLinkToken(email: string): Promise<string> {
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return token;
}

/**
 * Signs in through the real endpoints (request → mailbox → verify) and returns the session JWT. The
 * files share one database and sign the same demo users in again and again; what the sign-in limits
 * count (lib/auth/login.ts) is tested in auth.test.ts, so here this email's counters are cleared first,
 * and each sign-in comes from an address of its own.
 */
export async function signIn(email: string, company = email.split('@')[1]!.replace('.test', '')): Promise<string> {
  await db().execute(sql`delete from rate_limits where key like ${`login:email-%:${email}%`}`);
  const ip = `10.1.${randomInt(256)}.${randomInt(256)}`;
  const requested = await call(loginRequest.POST, 'POST', '/api/main/client-portal/login-request', {
    body: { email, company_id: company },
    ip,
  });
  expect(requested.status).toBe(200);
  const token = await latestLinkToken(email);
  const verified = await call(verifyLogin.POST, 'POST', '/api/main/client-portal/verify-login', {
    body: { token, company_id: company },
    ip,
  });
  const body = await json<{ data: { token: string } }>(verified);
  expect(verified.status).toBe(200);
  return body.data.token;
}

export async function userByEmail(email: string) {
  const [row] = await db()
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email)))
    .limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A tiny valid PNG (1×1). */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
