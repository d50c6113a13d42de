'use client';
import { useSyncExternalStore } from 'react';

/** The clock of relative times ("5 minutes ago"): read when first watched, then once a minute. */
let now = Date.now();
const watchers = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;
function watchClock(notify: () => void): () => void {
  watchers.add(notify);
  // A fresh reading for the new watcher; React notices the change and renders again.
  now = Date.now();
  ticking ??= setInterval(() => {
    now = Date.now();
    watchers.forEach((w) => w());
  }, 60_000);
  return () => {
    watchers.delete(notify);
    if (watchers.size === 0 && ticking !== undefined) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/**
 * "Now" for relative times on a server-rendered screen: the moment the server rendered (`rendered`, ISO) while
 * React hydrates, so "12 seconds ago" reads the same in the HTML and the first client render; then the
 * browser's clock, moving once a minute. Without `rendered` (nothing came with the HTML) it is the clock alone.
 */
export function useHydratedNow(rendered?: string): Date {
  const ms = useSyncExternalStore(
    watchClock,
    () => now,
    () => (rendered ? Date.parse(rendered) : now),
  );
  return new Date(ms);
}
