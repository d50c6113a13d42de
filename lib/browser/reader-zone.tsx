'use client';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { browserTimeZone } from './api';

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

/** The server page's "today" (in the zone it rendered in) during hydration, then the browser's. */
export const useHydratedToday = (rendered: string) => useHydratedValue(rendered, browserToday);

const Zone = createContext<string | null>(null);

/**
 * Around a server-rendered screen that shows clock times: they are formatted in the zone the page was rendered
 * in (lib/settings/reader-zone.ts) until hydration is over, then in the browser's, so server and browser agree.
 */
export function ReaderZone({ rendered, children }: { rendered: string; children: ReactNode }) {
  const zone = useHydratedValue(rendered, browserTimeZone);
  return <Zone.Provider value={zone}>{children}</Zone.Provider>;
}

/** The zone for clock times: the screen's (above); undefined outside one, which Intl reads as the browser's. */
export const useReaderZone = (): string | undefined => useContext(Zone) ?? undefined;

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
