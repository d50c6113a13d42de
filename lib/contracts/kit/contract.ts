import type { z } from 'zod';
import type { ContactPermission } from '@/lib/auth/contact-permissions';
import type { Role } from '@/lib/auth/roles';
import { SERVICE_BASE, type ServiceName } from './services';

/**
 * One endpoint's declaration, shared by the route handler (which enforces it), the OpenAPI document
 * (which publishes it) and the browser client (which takes its types from it). It holds no server code,
 * so pages may import it; the handler lives in app/api/<service>/<path>/route.ts and a test checks that
 * the file, the method and `path` agree.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: roles, a screen's row of the permission table, or anyone. */
export type RouteAccess = { allow: readonly Role[] } | { route: string } | { public: true };

export type Contract = {
  /** The SPEC §7 service whose mount the path is under; 'api' for the few routes directly under /api. */
  service: ServiceName | 'api';
  method: HttpMethod;
  /** Below the service's mount, path parameters in braces: '/client-portal/timesheets/v2/{id}'. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  access: RouteAccess;
  /** A contact switch the route also needs (a Company Contact without it gets 403). */
  permission?: ContactPermission;
  query?: z.ZodType;
  /** JSON body; for `consumes: 'multipart/form-data'` it documents the form's fields. */
  body?: z.ZodType;
  consumes?: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** The 2xx answer. For a file download it is `z.string()` and `produces` names its type. */
  response: z.ZodType;
  produces?: string;
  /** Largest body accepted, in bytes (413 above it); the JSON limit unless the route takes uploads. */
  maxBytes?: number;
};

/** Where a contract's path is mounted: the service's base URL, or /api itself. */
export const mountOf = (service: Contract['service']): string => (service === 'api' ? '/api' : SERVICE_BASE[service]);

/** Keeps the literal types (path, method) so the client can derive parameters from them. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** 'a/{id}/b/{file}' → 'id' | 'file'. */
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
/** The path parameters a contract names, each present (the router only matches a path that has them all). */
export type PathParamValues<C extends Contract> = Record<ParamNames<C['path']>, string>;
type PathParams<C extends Contract> = [ParamNames<C['path']>] extends [never] ? { params?: undefined } : { params: PathParamValues<C> };
type QueryPart<C extends Contract> = C['query'] extends z.ZodType
  ? { query?: Partial<Record<keyof z.input<C['query']>, string | number | boolean | null | undefined>> }
  : { query?: undefined };
type BodyPart<C extends Contract> = C['body'] extends z.ZodType
  ? C['consumes'] extends 'multipart/form-data'
    ? { body: FormData }
    : { body: z.input<C['body']> }
  : { body?: undefined };

/** What a caller passes: path parameters, query and body, each typed by the contract. */
export type CallInput<C extends Contract> = PathParams<C> & QueryPart<C> & BodyPart<C>;
/** What a caller gets: the response schema's output, as it arrives in JSON. */
export type CallResult<C extends Contract> = z.output<C['response']>;

/** '/jobs/{id}' with { id: 'a b' } → '/jobs/a%20b'; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * What a handler may return for a response schema: the JSON it will become. Dates serialise to strings,
 * so a Date may stand where the schema says string; a Response (a file, a redirect) is passed through.
 */
export type Wire<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
