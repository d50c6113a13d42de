import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { requireApiRoute, requireApiSession, type Session } from '@/lib/auth/guard';
import type { Role } from '@/lib/auth/roles';
import { SESSION_COOKIE, tokenFrom } from '@/lib/auth/session-token';
import { log } from '@/lib/log';
import { ApiError, badRequest } from './errors';

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;

type BaseCtx<B, Q> = { req: NextRequest; body: B; query: Q; params: Params; ip: string };
export type AuthedCtx<B, Q> = BaseCtx<B, Q> & { session: Session };
export type PublicCtx<B, Q> = BaseCtx<B, Q>;

type Opts<B, Q> = {
  /** JSON body schema; omit for handlers that read the request themselves (multipart). */
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
};

/** First issue of a zod error, phrased for a person, plus every issue keyed by field. */
export function describeZodError(error: z.ZodError): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return { message: `${where}${first?.message ?? 'Invalid input'}`, errors };
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, errors } = describeZodError(parsed.error);
    throw badRequest(message, errors);
  }
  return parsed.data;
}

/** The JSON body, {} when empty; malformed JSON is a 400. */
export async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

export function clientIp(req: NextRequest): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || 'local';
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json(
      { message: error.message, ...(error.code ? { error_code: error.code } : {}), ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status },
    );
  }
  log.error({ err: error }, 'unhandled error in route handler');
  return NextResponse.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

async function prepare<B, Q>(opts: Opts<B, Q>, req: NextRequest, context: RouteContext): Promise<BaseCtx<B, Q>> {
  const raw = await context.params;
  const params = Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
  const query = opts.query ? parseWith(opts.query, Object.fromEntries(req.nextUrl.searchParams)) : (undefined as Q);
  const body = opts.body ? parseWith(opts.body, await readJson(req)) : (undefined as B);
  return { req, params, query, body, ip: clientIp(req) };
}

function respond(result: unknown): Response {
  return result instanceof Response ? result : NextResponse.json(result ?? { data: null });
}

/**
 * A route handler behind the one guard: session → role → zod → your function → JSON.
 * The session comes from the cookie or the Authorization header (DESIGN.md §4).
 * `allow` names the roles; `route` defers to that screen's row of the permission table instead, with the
 * tenant's settings for the conditional rows (a contact reaches /api/.../placements only when the
 * placements screen is open to contacts), so the API and the screens can never disagree.
 */
export function handler<B = undefined, Q = undefined>(
  opts: Opts<B, Q> & ({ allow: readonly Role[] } | { route: string }),
  fn: (ctx: AuthedCtx<B, Q>) => Promise<unknown>,
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const token = tokenFrom(req.cookies.get(SESSION_COOKIE)?.value, req.headers.get('authorization'));
      const session = 'route' in opts ? await requireApiRoute(token, opts.route) : await requireApiSession(token, opts.allow);
      const ctx = await prepare(opts, req, context);
      return respond(await fn({ ...ctx, session }));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A handler that needs no session (login, public settings); input is still validated. */
export function publicHandler<B = undefined, Q = undefined>(opts: Opts<B, Q>, fn: (ctx: PublicCtx<B, Q>) => Promise<unknown>) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      return respond(await fn(await prepare(opts, req, context)));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
