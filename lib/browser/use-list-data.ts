'use client';
import { useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { HttpError } from '@/lib/browser/api-client';
import type { CallInput } from '@/lib/contracts/kit/contract';
import type { ContractOf } from '@/lib/contracts/kit/route-ref';
import { urlOf, useApi, type ClientRoute, type ResultOf } from './typed-api';

/**
 * SWR options that let `initial` (what the server page loaded for the URL the screen opened with) stand in for
 * the first key the screen asks for, without a second request after hydration. Once the screen moves to another
 * key (filter, page, sort) it never comes back to `initial`: that key is fetched as usual. The previous data
 * stays on screen while the next key loads, so paging does not flash empty.
 */
export function useSeed<T>(key: string | null, initial: T | undefined): SWRConfiguration<T, HttpError> {
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  const seeded = initial !== undefined && !moved && key === firstKey;
  return seeded ? { keepPreviousData: true, fallbackData: initial, revalidateOnMount: false } : { keepPreviousData: true };
}

/**
 * A list read through its endpoint's ref, seeded with the server page's first page (`initial`, see useSeed).
 * `null` input waits (a form still incomplete); `config` adds SWR options (polling, error handling).
 */
export function useListData<R extends ClientRoute>(
  ref: R,
  input: CallInput<ContractOf<R>> | null,
  initial?: ResultOf<R>,
  config?: SWRConfiguration<ResultOf<R>, HttpError>,
) {
  const seed = useSeed(input === null ? null : urlOf(ref, input), initial);
  return useApi(ref, input, { ...config, ...seed });
}
