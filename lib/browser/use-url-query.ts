'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

export type Patch = Record<string, string | number | null | undefined>;
export type Params = Pick<URLSearchParams, 'get'>;

/**
 * List state lives in the URL so reload, back and shared links keep it. Next integrates
 * window.history.replaceState with useSearchParams, so a filter change re-renders only this client
 * screen instead of re-running the page's server component as router.replace would.
 */
export function useUrlQuery(): [Params, (patch: Patch) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const update = useCallback(
    (patch: Patch) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  return [params, update];
}
