'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { localDay } from '@/lib/shifts-board/days';

const noSubscribe = () => () => {};

/**
 * Today in the browser's zone, or null while rendering on the server: "this week" depends on where the
 * reader is, so the board waits for the browser instead of rendering the server's week and jumping.
 */
export const useToday = () =>
  useSyncExternalStore(
    noSubscribe,
    () => localDay(new Date()),
    () => null,
  );

/** A media query, live; the server (and first paint) assume a wide window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
