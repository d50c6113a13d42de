'use client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { buildUrl, type HttpError } from '@/lib/api/client';
import { fillPath, type CallInput, type CallResult, type Contract } from '@/lib/api/contract';
import type { ServiceName } from '@/lib/api/services';
import { api } from './api';

/** A contract the browser can call: one under a SPEC §7 service mount. */
export type ClientContract = Contract & { service: ServiceName };
/** No argument when the endpoint takes nothing, else its typed input. */
type InputArgs<C extends ClientContract> = Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** A call's input as the HTTP client takes it: the typed shapes all come down to these three parts. */
type Untyped = { params?: Record<string, string>; query?: Record<string, string | number | boolean | null | undefined>; body?: unknown };
const partsOf = (input: unknown): Untyped => (input ?? {}) as Untyped;

/**
 * The one SWR key of an endpoint: its URL, service mount and query included. Every screen and picker
 * that reads the same thing gets the same key, so they share one cache entry and one request.
 */
export function apiKey<C extends ClientContract>(contract: C, ...[input]: InputArgs<C>): string {
  const i = partsOf(input);
  return buildUrl(contract.service, fillPath(contract.path, i.params), i.query);
}

/** Calls an endpoint; the input and the answer are typed by its contract (no casts at call sites). */
export function callApi<C extends ClientContract>(contract: C, ...[input]: InputArgs<C>): Promise<CallResult<C>> {
  const i = partsOf(input);
  return api.request<CallResult<C>>(contract.service, fillPath(contract.path, i.params), {
    method: contract.method,
    query: i.query,
    body: i.body,
  });
}

/**
 * The same call by the contract's address alone, typed by `C` given explicitly. For modules every page
 * loads (the shell's bell): importing a contract at run time brings its zod schemas into the bundle, a
 * type import does not, and the address literal is checked against the contract's own.
 */
export function callRoute<C extends ClientContract>(
  route: Pick<C, 'service' | 'method' | 'path'>,
  ...[input]: InputArgs<C>
): Promise<CallResult<C>> {
  return callApi(route as C, ...([input] as InputArgs<C>));
}

/** SWR over a GET endpoint; `null` input waits (a dependent read). */
export function useApi<C extends ClientContract>(
  contract: C,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallResult<C>, HttpError>,
): SWRResponse<CallResult<C>, HttpError> {
  const args = [input ?? undefined] as InputArgs<C>;
  return useSWR<CallResult<C>, HttpError>(input === null ? null : apiKey(contract, ...args), () => callApi(contract, ...args), config);
}
