'use client';
import { useState } from 'react';
import useSWR from 'swr';
import type { ListResponse } from './lists';

/**
 * A list read keyed by its API URL. `initial` is the first page the server page already loaded for the URL the
 * screen opened with: it stands in for that key without a second request after hydration. Once the user moves
 * to another filter, page or sort, the list is fetched as usual (and the server's page is not shown again).
 */
export function useListData<T>(key: string, fetcher: (key: string) => Promise<ListResponse<T>>, initial?: ListResponse<T>) {
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  const seeded = initial !== undefined && !moved && key === firstKey;
  // The previous page stays on screen while the next one loads, so paging does not flash empty.
  return useSWR<ListResponse<T>>(
    key,
    fetcher,
    seeded ? { keepPreviousData: true, fallbackData: initial, revalidateOnMount: false } : { keepPreviousData: true },
  );
}
