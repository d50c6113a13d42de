'use client';
import { useEffect, useRef, useState } from 'react';
import { urlOf } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';

/** After this long without an open stream (blocked by a proxy, or down), the board polls instead. */
const FALLBACK_AFTER_MS = 3000;

/**
 * Subscribes to the board's Server-Sent Events and calls `onChange` on each `change`. Returns whether the
 * stream is open: while it is, the board need not poll; when it drops, EventSource reconnects by itself
 * and the board polls until it is back (a proxy that blocks streams keeps it polling for good).
 */
export function useLiveEvents(onChange: () => void): boolean {
  const [open, setOpen] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(urlOf(timesheetsRoutes.whosWorkingEvents, undefined));
    let fallback: ReturnType<typeof setTimeout> | null = null;
    let reopened = false;
    const closed = () => {
      fallback ??= setTimeout(() => setOpen(false), FALLBACK_AFTER_MS);
    };
    source.onopen = () => {
      if (fallback) clearTimeout(fallback);
      fallback = null;
      setOpen(true);
      // Whatever changed while a dropped stream was down is fetched once it is back. The first opening
      // follows the server's fresh first page, so it asks nothing (no second round trip after hydration).
      if (reopened) latest.current();
      reopened = true;
    };
    source.onerror = closed;
    source.addEventListener('change', () => latest.current());
    return () => {
      if (fallback) clearTimeout(fallback);
      source.close();
    };
  }, []);
  return open;
}
