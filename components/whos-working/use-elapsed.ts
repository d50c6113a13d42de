'use client';
import { useCallback, useSyncExternalStore } from 'react';

const MINUTE = 60_000;

/**
 * Whole minutes since `since`, without refetching. Each caller's timer fires when its own minute turns
 * (counted from the clock-in, not the wall clock), so "1:59" never lingers for most of a minute and only
 * the cell that changed re-renders. `offsetMs` is the server clock's lead, so a wrong browser clock does
 * not show negative or inflated times. Before hydration the server-computed value stands in.
 */
export function useElapsedMinutes(since: string, offsetMs: number, fallback: number): number {
  const start = Date.parse(since);
  const read = useCallback(
    () => (Number.isNaN(start) ? fallback : Math.max(0, Math.floor((Date.now() + offsetMs - start) / MINUTE))),
    [start, offsetMs, fallback],
  );
  const subscribe = useCallback(
    (notify: () => void) => {
      if (Number.isNaN(start)) return () => {};
      let timer: ReturnType<typeof setTimeout>;
      const arm = () => {
        const into = (((Date.now() + offsetMs - start) % MINUTE) + MINUTE) % MINUTE;
        // A few ms past the boundary, so the read lands in the new minute even if the timer fires early.
        timer = setTimeout(
          () => {
            notify();
            arm();
          },
          MINUTE - into + 20,
        );
      };
      arm();
      return () => clearTimeout(timer);
    },
    [start, offsetMs],
  );
  return useSyncExternalStore(subscribe, read, () => fallback);
}
