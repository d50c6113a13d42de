'use client';
import { useEffect, useRef, useState } from 'react';
import { urlOf } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';

/** After this long without an open stream (blocked by a proxy, or down), the board polls instead. */
const FALLBACK_AFTER_MS = 3000;

/**
 * Subscribes to the board's Server-Sent Events and calls `onChange` on each `change`. `since` is the live
 * version of the board first shown (the server page's answer): the stream tells at once of any move past
 * it, so a clock-in between the page's render and the stream's opening is not missed, and neither is one
 * while a dropped stream was down (EventSource reconnects to the same URL). Returns whether the
 * board may rely on the stream: it is presumed to until it has failed to open for FALLBACK_AFTER_MS (so a
 * slow first opening does not start a poll right after hydration); when it drops, EventSource reconnects by
 * itself and the board polls until it is back. A stream the browser gives up on (a proxy answering with an
 * error page) is not retried by EventSource: the board polls for good at once.
 */
export function useLiveEvents(onChange: () => void, since: number | undefined): boolean {
  const [live, setLive] = useState(() => typeof EventSource !== 'undefined');
  const latest = useRef(onChange);
  // The first answer's version: later answers do not reopen the stream.
  const opensSince = useRef(since);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const since = opensSince.current;
    const source = new EventSource(urlOf(timesheetsRoutes.whosWorkingEvents, since === undefined ? undefined : { query: { since } }));
    let fallback: ReturnType<typeof setTimeout> | null = null;
    const expectOpenSoon = () => {
      fallback ??= setTimeout(() => setLive(false), FALLBACK_AFTER_MS);
    };
    source.onopen = () => {
      if (fallback) clearTimeout(fallback);
      fallback = null;
      setLive(true);
      // Without a version to open from, the stream's baseline is its first read: ask once at each opening.
      if (since === undefined) latest.current();
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setLive(false);
      else expectOpenSoon();
    };
    source.addEventListener('change', () => latest.current());
    expectOpenSoon();
    return () => {
      if (fallback) clearTimeout(fallback);
      source.close();
    };
  }, []);
  return live;
}
