'use client';
import { useEffect, useRef, useState } from 'react';
import { urlOf } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';

/** After this long without an open stream (blocked by a proxy, or down), the board polls instead. */
const FALLBACK_AFTER_MS = 3000;

/**
 * Subscribes to the board's Server-Sent Events and calls `onChange` on each `change`. Returns whether the
 * board may rely on the stream: it is presumed to until it has failed to open for FALLBACK_AFTER_MS (so a
 * slow first opening does not start a poll right after hydration); when it drops, EventSource reconnects by
 * itself and the board polls until it is back. A stream the browser gives up on (a proxy answering with an
 * error page) is not retried by EventSource: the board polls for good at once.
 */
export function useLiveEvents(onChange: () => void): boolean {
  const [live, setLive] = useState(() => typeof EventSource !== 'undefined');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(urlOf(timesheetsRoutes.whosWorkingEvents, undefined));
    let fallback: ReturnType<typeof setTimeout> | null = null;
    const expectOpenSoon = () => {
      fallback ??= setTimeout(() => setLive(false), FALLBACK_AFTER_MS);
    };
    let reopened = false;
    source.onopen = () => {
      if (fallback) clearTimeout(fallback);
      fallback = null;
      setLive(true);
      // Whatever changed while a dropped stream was down is fetched once it is back. The first opening
      // follows the server's fresh first page, so it asks nothing (no second round trip after hydration).
      if (reopened) latest.current();
      reopened = true;
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
