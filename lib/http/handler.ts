import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { ContactPermission } from '@/lib/auth/contact-permissions';
import { assertPermission, requireApiRoute, requireApiSession, type Session } from '@/lib/auth/guard';
import { env } from '@/lib/env';
import type { Role } from '@/lib/auth/roles';
import { SESSION_COOKIE, tokenFrom } from '@/lib/auth/session-token';
import { clientIp } from './client-ip';
import { isErrorText, renderError } from '@/lib/i18n/error-text';
import { Created, type Said } from './answer';
import { mountOf, type Contract, type PathParamValues, type RouteAccess, type Wire } from '@/lib/contracts/kit/contract';
import { errorResponse, textsFor } from './error-response';
import { db, type Db } from '@/lib/db/client';
import { requestWorkName, runNamed } from '@/lib/db/slow-work';
import { assertCleanParams } from '@/lib/schema-kit/input-checks';
import { capBody, JSON_BODY_LIMIT, readJson } from './request-body';
import { assertJsonBody, assertSameOriginWrite } from './same-origin';
import { parseWith } from '@/lib/schema-kit/parse-with';

export { created } from './answer';

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;

/**
 * `db`: the database handle a route passes to the queries it calls (`listJobs(db, …)`): queries take their handle
 * rather than reaching for a global one, so a service can run the same query on its transaction.
 */
type BaseCtx<B, Q> = { req: NextRequest; body: B; query: Q; params: Params; ip: string; db: Db };
export type AuthedCtx<B, Q> = BaseCtx<B, Q> & { session: Session };
export type PublicCtx<B, Q> = BaseCtx<B, Q>;

type Opts<B, Q> = {
  /** JSON body schema; omit for handlers that read the request themselves (multipart, plain forms). */
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** Largest body accepted, in bytes (413 above it); JSON_BODY_LIMIT unless the route takes uploads. */
  maxBytes?: number;
};

export type { RouteAccess } from '@/lib/contracts/kit/contract';

/**
 * What a route handler declares, kept on the function so tests can enumerate every route's rules.
 * `permission`: the contact switch the route also needs (a Company Contact without it gets 403).
 */
export type RouteMeta = {
  access: RouteAccess;
  body?: z.ZodType;
  query?: z.ZodType;
  maxBytes: number;
  permission?: ContactPermission;
  contract?: Contract;
};
export type RouteHandler = ((req: NextRequest, context: RouteContext) => Promise<Response>) & { meta: RouteMeta };

async function paramsOf(context: RouteContext): Promise<Params> {
  const raw = await context.params;
  const params = Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
  assertCleanParams(params);
  return params;
}

/** Everything a request carries, checked at the one boundary: path, query, body size, JSON type, strings. */
async function prepare<B, Q>(opts: Opts<B, Q>, req: NextRequest, params: Params): Promise<BaseCtx<B, Q>> {
  const query = opts.query ? parseWith(opts.query, Object.fromEntries(req.nextUrl.searchParams)) : (undefined as Q);
  if (opts.body) assertJsonBody(req);
  const body = opts.body ? parseWith(opts.body, await readJson(req)) : (undefined as B);
  return { req, params, query, body, ip: clientIp(req), db: db() };
}

/** The answer with its top-level message (a said text) worded in the caller's language; the rest passes as is. */
async function worded(body: unknown, req: NextRequest): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('message' in body) || !isErrorText(body.message)) return body;
  return { ...body, message: renderError(body.message, await textsFor(req)) };
}

/** JSON (201 for a Created), worded, then checked against the route's contract when it has one. */
async function respond(result: unknown, req: NextRequest, check?: (body: unknown) => void): Promise<Response> {
  if (result instanceof Response) {
    // A JSON answer the route built itself (a cached page kept as its text) is checked like any other.
    if (check && env().VALIDATE_RESPONSES === '1' && result.ok && /^application\/json/.test(result.headers.get('content-type') ?? ''))
      check(await result.clone().json());
    return result;
  }
  const isCreated = result instanceof Created;
  const body = await worded(isCreated ? result.body : (result ?? { data: null }), req);
  check?.(body);
  return NextResponse.json(body, isCreated ? { status: 201 } : undefined);
}

/** API answers are per user and per moment: no cache may keep one, unless the route says otherwise. */
function noStore(res: Response): Response {
  if (!res.headers.has('cache-control')) res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** The shared frame of both wrappers: body cap, params, then `run`; every failure becomes the JSON error shape. */
function wrap(meta: RouteMeta, run: (req: NextRequest, params: Params) => Promise<unknown>, check?: (body: unknown) => void): RouteHandler {
  // Named for the slow-work log (lib/db/slow-work.ts): the method and path, never the query or the body.
  const fn = (incoming: NextRequest, context: RouteContext): Promise<Response> =>
    runNamed(requestWorkName(incoming.method, incoming.url), () => answer(incoming, context));
  const answer = async (incoming: NextRequest, context: RouteContext): Promise<Response> => {
    let exceeded = () => false;
    try {
      const capped = capBody(incoming, meta.maxBytes);
      exceeded = capped.exceeded;
      return noStore(await respond(await run(capped.req, await paramsOf(context)), incoming, check));
    } catch (error) {
      return noStore(await errorResponse(error, { req: incoming, bodyTooLarge: exceeded() ? meta.maxBytes : undefined }));
    }
  };
  return Object.assign(fn, { meta });
}

/** The one guard of an API request: session (cookie or Authorization header) → role → contact switch → same-origin. */
async function authenticate(
  req: NextRequest,
  access: { allow: readonly Role[] } | { route: string },
  permission?: ContactPermission,
): Promise<Session> {
  const header = req.headers.get('authorization');
  const token = tokenFrom(req.cookies.get(SESSION_COOKIE)?.value, header);
  const session = 'route' in access ? await requireApiRoute(token, access.route) : await requireApiSession(token, access.allow);
  // A contact switch the route needs refuses like the role check does, before anything is read.
  if (permission) assertPermission(session, permission);
  // Only the cookie rides along on a forged cross-site request; a bearer token has to be put there.
  if (!header) assertSameOriginWrite(req);
  return session;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a contract's handler receives: its query and JSON body parsed, and the session unless the route is public. */
export type ContractCtx<C extends Contract> = BaseCtx<
  C['consumes'] extends 'multipart/form-data' | 'application/x-www-form-urlencoded' ? undefined : Output<C['body']>,
  Output<C['query']>
> & {
  session: C['access'] extends { public: true } ? undefined : Session;
  /** Typed by the contract's path: a test holds the route folder's [segments] to the braces of `path`. */
  params: PathParamValues<C>;
};
type Answer<C extends Contract> = Said<Wire<z.input<C['response']>>>;
/**
 * What it returns: the JSON its response schema describes (a confirming `message` said by key), the same
 * as a 201 (`created(...)`), a Response of its own (a file, a redirect), or nothing ({ data: null }).
 */
export type ContractResult<C extends Contract> = Answer<C> | Created<Answer<C>> | Response | undefined;

/** The answer, as JSON will carry it, checked against the contract (VALIDATE_RESPONSES=1: the integration suite). */
function assertMatchesContract(contract: Contract, body: unknown): void {
  if (env().VALIDATE_RESPONSES !== '1') return;
  const parsed = contract.response.safeParse(JSON.parse(JSON.stringify(body)));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new Error(`${contract.method} ${mountOf(contract.service)}${contract.path} answered outside its response schema: ${issues}`);
  }
}

function fromContract<C extends Contract>(contract: C, fn: (ctx: ContractCtx<C>) => Promise<ContractResult<C>>): RouteHandler {
  const json = !contract.consumes || contract.consumes === 'application/json';
  const opts = { body: json ? contract.body : undefined, query: contract.query };
  const meta: RouteMeta = {
    ...opts,
    access: contract.access,
    maxBytes: contract.maxBytes ?? JSON_BODY_LIMIT,
    permission: contract.permission,
    contract,
  };
  const access = contract.access;
  return wrap(
    meta,
    async (req, params) => {
      const session = 'public' in access ? undefined : await authenticate(req, access, contract.permission);
      const ctx = await prepare(opts, req, params);
      return fn({ ...ctx, session } as ContractCtx<C>);
    },
    (body) => assertMatchesContract(contract, body),
  );
}

/**
 * A route handler behind the one guard: session → role → same-origin → zod → your function → JSON.
 * Given a contract (lib/contracts/kit/contract.ts), the contract says everything: method, path, who may call, the
 * input and the response schemas; it is kept on the handler for the OpenAPI document and the tests.
 * The older form names `allow` / `route` and the input schemas inline; it has no response schema.
 * `route` defers to that screen's row of the permission table, with the tenant's settings for the
 * conditional rows, so the API and the screens can never disagree. `permission` names a contact switch
 * the route also needs (lib/auth/contact-permissions.ts); the service checks it again.
 */
export function handler<C extends Contract>(contract: C, fn: (ctx: ContractCtx<C>) => Promise<ContractResult<C>>): RouteHandler;
export function handler<B = undefined, Q = undefined>(
  opts: Opts<B, Q> & ({ allow: readonly Role[] } | { route: string }) & { permission?: ContactPermission },
  fn: (ctx: AuthedCtx<B, Q>) => Promise<unknown>,
): RouteHandler;
export function handler(
  opts: Contract | (Opts<unknown, unknown> & ({ allow: readonly Role[] } | { route: string }) & { permission?: ContactPermission }),
  fn: (ctx: never) => Promise<unknown>,
): RouteHandler {
  if ('method' in opts) return fromContract(opts, fn as (ctx: ContractCtx<Contract>) => Promise<ContractResult<Contract>>);
  const access = 'route' in opts ? { route: opts.route } : { allow: opts.allow };
  const meta: RouteMeta = {
    access,
    body: opts.body,
    query: opts.query,
    maxBytes: opts.maxBytes ?? JSON_BODY_LIMIT,
    permission: opts.permission,
  };
  return wrap(meta, async (req, params) => {
    const session = await authenticate(req, access, opts.permission);
    const ctx = await prepare(opts, req, params);
    return (fn as (ctx: AuthedCtx<unknown, unknown>) => Promise<unknown>)({ ...ctx, session });
  });
}

/** A handler that needs no session (login, public pages' forms); input is still validated. */
export function publicHandler<B = undefined, Q = undefined>(
  opts: Opts<B, Q>,
  fn: (ctx: PublicCtx<B, Q>) => Promise<unknown>,
): RouteHandler {
  return wrap(
    { access: { public: true }, body: opts.body, query: opts.query, maxBytes: opts.maxBytes ?? JSON_BODY_LIMIT },
    async (req, params) => fn(await prepare(opts, req, params)),
  );
}
