'use client';
import { useCallback, useRef } from 'react';
import useSWR, { preload, type SWRConfiguration } from 'swr';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { api } from '@/lib/browser/api';
import type { WhoIsWorkingHistory, WhoIsWorkingLive } from '@/lib/timesheets/types';

const PATH = 'client-portal/whos-working';

/**
 * DESIGN §6: a clock-in must show on an open board within 2 s. SWR schedules the next poll when the
 * last one has answered, so the worst case is a poll that just missed the clock-in, the interval, and
 * the next poll's own time: 1 s leaves room for slow answers on a busy server.
 */
const LIVE_REFRESH_MS = 1000;
// SWR's polling is deduplicated: with the default 2 s window every other tick would reuse the last
// answer and the board would really refresh half as often. The window must stay shorter than the interval.
const LIVE_DEDUPE_MS = 500;
const MAX_RETRY_MS = 15_000;
/** Below this, a server/browser clock difference is latency and jitter, not a wrong clock. */
const CLOCK_SKEW_TOLERANCE_MS = 5000;

export type PortalLocation = { _id: string; name: string; company_id: string; company_name: string };

/** The live answer plus how far the server clock is ahead of the browser's, for the elapsed timers. */
type LiveBoardData = WhoIsWorkingLive & { clockOffsetMs: number };

/** One toast per failure episode: a poll that keeps failing must not stack a toast every retry. */
function useErrorToast() {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  const onError = useCallback(
    (err: Error) => {
      if (shown.current === err.message) return;
      shown.current = err.message;
      toast.error(err.message);
    },
    [toast],
  );
  const onSuccess = useCallback(() => {
    shown.current = null;
  }, []);
  return { onError, onSuccess };
}

// A 4xx will not heal by itself (and 401s already sign the user out), so only server and network
// failures are retried. SWR stops polling while a key is in error and relies on retries alone, and its
// default backoff grows to minutes, far too slow for a board that should come back as soon as the API does.
const retryable = (err: unknown) => !(err instanceof HttpError) || err.status >= 500 || err.status === 408 || err.status === 429;
const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (err, _key, _config, revalidate, { retryCount }) => {
  if (!retryable(err)) return;
  setTimeout(() => revalidate({ retryCount }), Math.min(MAX_RETRY_MS, LIVE_REFRESH_MS * 2 ** Math.min(retryCount, 4)));
};

async function fetchLive([path, location]: readonly [string, string | null]): Promise<LiveBoardData> {
  const body = await api.get<WhoIsWorkingLive>('main', path, { query: { location } });
  const lead = Date.parse(body.meta.as_of) - Date.now();
  const clockOffsetMs = Number.isFinite(lead) && Math.abs(lead) > CLOCK_SKEW_TOLERANCE_MS ? Math.round(lead / 1000) * 1000 : 0;
  return { ...body, clockOffsetMs };
}

const liveKey = (location: string | null) => [PATH, location] as const;

/**
 * Starts the first live request while the board's own code chunk is still downloading; useSWR then
 * picks up this response instead of asking again.
 */
export function preloadLiveBoard(location: string | null): void {
  // A failure here resurfaces through useSWR's own request, which reports it.
  preload(liveKey(location), fetchLive)?.catch(() => {});
}

/** Everyone clocked in now, polled; polling pauses while the browser tab is hidden (SWR default). */
export function useLiveBoard(location: string | null) {
  const handlers = useErrorToast();
  return useSWR(liveKey(location), fetchLive, {
    refreshInterval: LIVE_REFRESH_MS,
    dedupingInterval: LIVE_DEDUPE_MS,
    keepPreviousData: true,
    onErrorRetry,
    ...handlers,
  });
}

export type HistoryQuery = { from: string; to: string; location: string | null };

/** Who worked between two days; null pauses the request (an incomplete or inverted range). */
export function useWhoWorked(query: HistoryQuery | null) {
  const handlers = useErrorToast();
  return useSWR(
    query ? ([PATH, 'history', query.from, query.to, query.location] as const) : null,
    ([path, , from, to, location]) => api.get<WhoIsWorkingHistory>('main', path, { query: { history: true, from, to, location } }),
    { keepPreviousData: true, onErrorRetry, ...handlers },
  );
}

/** The locations the user may filter by; they change rarely, so no refetch on focus. */
export function useLocations() {
  const handlers = useErrorToast();
  return useSWR(
    ['onDemand', 'locations'] as const,
    async () => (await api.get<{ data?: PortalLocation[] }>('onDemand', 'locations')).data ?? [],
    { revalidateOnFocus: false, dedupingInterval: 60_000, onErrorRetry, ...handlers },
  );
}
