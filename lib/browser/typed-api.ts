'use client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { buildUrl, type HttpError } from '@/lib/browser/api-client';
import { fillPath, type CallInput, type CallResult } from '@/lib/contracts/kit/contract';
import type { ContractOf, RouteRef } from '@/lib/contracts/kit/route-ref';
import type { ServiceName } from '@/lib/contracts/kit/services';
import { api } from './api';

/**
 * The browser's typed API client. Screens name an endpoint by its ref from lib/contracts/routes.ts (an
 * address typed by its contract), never by the contract itself: the contracts carry zod schemas, the refs
 * do not, so the input and the answer are typed while no schema is shipped to the browser.
 */

/** A ref the browser can call: one under a SPEC §7 service mount. */
export type ClientRoute = RouteRef & { readonly service: ServiceName };
/** No argument when the endpoint takes nothing, else its typed input. */
export type InputArgs<R> =
  Record<never, never> extends CallInput<ContractOf<R>> ? [input?: CallInput<ContractOf<R>>] : [input: CallInput<ContractOf<R>>];
/** What the endpoint answers, as JSON. */
export type ResultOf<R> = CallResult<ContractOf<R>>;
/** The body the endpoint takes. */
export type BodyOf<R> = CallInput<ContractOf<R>>['body'];

/** A call's input as the HTTP client takes it: the typed shapes all come down to these three parts. */
type Untyped = { params?: Record<string, string>; query?: Record<string, string | number | boolean | null | undefined>; body?: unknown };
const partsOf = (input: unknown): Untyped => (input ?? {}) as Untyped;

/**
 * The one SWR key of an endpoint: its URL, service mount and query included. Every screen and picker
 * that reads the same thing gets the same key, so they share one cache entry and one request.
 */
export function apiKey<R extends ClientRoute>(ref: R, ...[input]: InputArgs<R>): string {
  return urlOf(ref, input);
}

/** apiKey for an input already checked by the caller's own signature. */
export function urlOf(ref: ClientRoute, input: unknown): string {
  const i = partsOf(input);
  return buildUrl(ref.service, fillPath(ref.path, i.params), i.query);
}

/** Calls an endpoint; the input and the answer are typed by its contract (no casts at call sites). */
export function callApi<R extends ClientRoute>(ref: R, ...[input]: InputArgs<R>): Promise<ResultOf<R>> {
  const i = partsOf(input);
  return api.request<ResultOf<R>>(ref.service, fillPath(ref.path, i.params), { method: ref.method, query: i.query, body: i.body });
}

/** SWR over a GET endpoint; `null` input waits (a dependent read). */
export function useApi<R extends ClientRoute>(
  ref: R,
  input: CallInput<ContractOf<R>> | null,
  config?: SWRConfiguration<ResultOf<R>, HttpError>,
): SWRResponse<ResultOf<R>, HttpError> {
  const args = [input ?? undefined] as InputArgs<R>;
  return useSWR<ResultOf<R>, HttpError>(input === null ? null : apiKey(ref, ...args), () => callApi(ref, ...args), config);
}

/** A key's path without its query. */
const pathOf = (key: unknown) => (typeof key === 'string' ? (key.split('?')[0] ?? '') : null);

/**
 * SWR's `mutate` filter for every cached read of these endpoints, whatever their path parameters and
 * query: `mutate(keysOf(timesheetsRoutes.list, timesheetsRoutes.counts))` after a change moves them.
 */
export function keysOf(...refs: ClientRoute[]): (key: unknown) => boolean {
  const patterns = refs.map((ref) => {
    const template = buildUrl(ref.service, ref.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    return new RegExp(`^${template.replace(/%7B[^/]+?%7D|\{[^/]+?\}/g, '[^/]+')}$`);
  });
  return (key) => {
    const path = pathOf(key);
    return path !== null && patterns.some((p) => p.test(path));
  };
}
