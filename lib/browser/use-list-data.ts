'use client';
import { useState } from 'react';
import useSWR from 'swr';
import type { CallInput } from '@/lib/api/contract';
import type { ContractOf } from '@/lib/api/route-ref';
import { urlOf, useApi, type ClientRoute, type ResultOf } from './typed-api';

/**
 * A list read through its endpoint's ref. `initial` is the first page the server page already loaded for the
 * URL the screen opened with: it stands in for that key without a second request after hydration. Once the
 * user moves to another filter, page or sort, the list is fetched as usual (and the server's page is not shown
 * again). The previous page stays on screen while the next one loads, so paging does not flash empty.
 */
export function useListData<R extends ClientRoute>(ref: R, input: CallInput<ContractOf<R>>, initial?: ResultOf<R>) {
  const key = urlOf(ref, input);
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  const seeded = initial !== undefined && !moved && key === firstKey;
  return useApi(ref, input, seeded ? { keepPreviousData: true, fallbackData: initial, revalidateOnMount: false } : { keepPreviousData: true });
}

/**
 * @deprecated The key-and-fetcher form of useListData, for screens not yet on the typed client (issue 12):
 * move them to useListData(ref, input) and their invalidations to keysOf/keysUnder, then delete this.
 */
export function useKeyedListData<T>(key: string, fetcher: (key: string) => Promise<T>, initial?: T) {
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  const seeded = initial !== undefined && !moved && key === firstKey;
  return useSWR<T>(key, fetcher, seeded ? { keepPreviousData: true, fallbackData: initial, revalidateOnMount: false } : { keepPreviousData: true });
}
