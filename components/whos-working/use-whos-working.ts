'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SWRConfiguration } from 'swr';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/browser/api-client';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { WhoIsWorkingHistory, WhoIsWorkingLive } from '@/lib/timesheets/schema';
import { historyQuery, liveQuery, type HistoryRange } from './url-state';
import { useLiveEvents } from './use-live-events';

/**
 * DESIGN §6: a clock-in must show on an open board within 2 s (issue 13: within 1 s, pushed). The board
 * refetches on each pushed change; without a stream it polls: SWR schedules the next poll when the last
 * one has answered, so the worst case is a poll that just missed the clock-in, the interval, and the next
 * poll's own time: 1 s leaves room for slow answers on a busy server.
 */
const LIVE_REFRESH_MS = 1000;
/** With the stream open, a slow refresh still turns the minute: no-shows and the headcount move with the clock. */
const PUSHED_REFRESH_MS = 30_000;
// SWR's polling is deduplicated: with the default 2 s window every other tick would reuse the last
// answer and the board would really refresh half as often. The window must stay shorter than the interval.
const LIVE_DEDUPE_MS = 500;
const MAX_RETRY_MS = 15_000;
/** Below this, a server/browser clock difference is latency and jitter, not a wrong clock. */
const CLOCK_SKEW_TOLERANCE_MS = 5000;

/** The endpoint's answer: the live board, or with history=true who worked between two days. */
export type BoardAnswer = ResultOf<typeof timesheetsRoutes.whosWorking>;
export type LocationsAnswer = ResultOf<typeof onDemandRoutes.locations>;

const isLive = (a: BoardAnswer | undefined): a is WhoIsWorkingLive => a !== undefined && 'working' in a.meta;
const isHistory = (a: BoardAnswer | undefined): a is WhoIsWorkingHistory => a !== undefined && 'total_hours' in a.meta;

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

/** How far the server clock is ahead of the browser's, from an answer that has just arrived. */
function clockOffsetOf(answer: BoardAnswer): number {
  if (!isLive(answer)) return 0;
  const lead = Date.parse(answer.meta.as_of) - Date.now();
  return Number.isFinite(lead) && Math.abs(lead) > CLOCK_SKEW_TOLERANCE_MS ? Math.round(lead / 1000) * 1000 : 0;
}

/**
 * Everyone clocked in now, refetched on each change the server pushes (use-live-events.ts), polled while
 * no stream is open; polling pauses while the browser tab is hidden (SWR default). `initial` is the
 * server page's answer for the URL's location: the first poll follows a second after hydration.
 * The clock offset is measured on answers the browser receives (the server's own is already old).
 */
export function useLiveBoard(location: string, initial?: BoardAnswer) {
  const { onError, onSuccess } = useErrorToast();
  const [clockOffsetMs, setClockOffset] = useState(0);
  const refetch = useRef<() => void>(() => {});
  const pushed = useLiveEvents(
    useCallback(() => refetch.current(), []),
    isLive(initial) ? initial.meta.live_version : undefined,
  );
  const res = useListData(timesheetsRoutes.whosWorking, { query: liveQuery(location) }, initial, {
    refreshInterval: pushed ? PUSHED_REFRESH_MS : LIVE_REFRESH_MS,
    dedupingInterval: LIVE_DEDUPE_MS,
    onErrorRetry,
    onError,
    onSuccess: (answer) => {
      onSuccess();
      setClockOffset(clockOffsetOf(answer));
    },
  });
  const { mutate } = res;
  useEffect(() => {
    refetch.current = () => void mutate();
  }, [mutate]);
  return { data: isLive(res.data) ? res.data : undefined, error: res.error, isLoading: res.isLoading, mutate: res.mutate, clockOffsetMs };
}

/** Who worked between two days; null pauses the request (an incomplete or inverted range). */
export function useWhoWorked(range: HistoryRange | null, location: string, initial?: BoardAnswer) {
  const handlers = useErrorToast();
  const res = useListData(timesheetsRoutes.whosWorking, range ? { query: historyQuery(range, location) } : null, initial, {
    onErrorRetry,
    ...handlers,
  });
  return { data: isHistory(res.data) ? res.data : undefined, error: res.error, isLoading: res.isLoading, mutate: res.mutate };
}

/**
 * The locations the user may filter by (one cache entry with every other location picker); they change rarely,
 * so the server page's list (`initial`) is not asked for again after hydration.
 */
export function useLocations(initial?: LocationsAnswer) {
  const handlers = useErrorToast();
  const seed = initial ? { fallbackData: initial, revalidateOnMount: false } : {};
  return useApi(onDemandRoutes.locations, {}, { revalidateOnFocus: false, dedupingInterval: 60_000, onErrorRetry, ...handlers, ...seed });
}
