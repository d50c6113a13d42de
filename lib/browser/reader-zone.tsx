'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The value the server rendered with while React hydrates, then the browser's own: the first client render
 * matches the HTML, and React renders again at once where the browser disagrees (another zone, another day).
 * `own` must return the same value for the same state (a string or number), as useSyncExternalStore needs.
 */
function useHydratedValue<T extends string | number>(rendered: T, own: () => T): T {
  return useSyncExternalStore(noSubscription, own, () => rendered);
}

/** Today as yyyy-MM-dd in the browser's own zone (toISOString would give the UTC day). */
function browserToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The browser's today, '' while the server renders: only for the activity report, whose API still counts its
 * days in the zone the request says (X-Timezone). Every server-rendered screen takes its "today" from the server,
 * on the reader's chosen clock (lib/settings/reader-zone.ts), and keeps it: the browser's zone never moves it.
 */
export const useBrowserToday = () => useHydratedValue('', browserToday);

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
