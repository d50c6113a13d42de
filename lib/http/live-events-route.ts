import 'server-only';
import type { NextRequest } from 'next/server';
import { ApiError, say } from '@/lib/errors';
import { env } from '@/lib/env';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { errorResponse } from './error-response';
import { scopedRead } from './timesheet-routes';
import { lookupSession } from '@/lib/auth/guard';
import { SESSION_COOKIE, tokenFrom } from '@/lib/auth/session-token';
import { liveBoardEvents } from '@/lib/live/event-stream';
import { streamSlots, type StreamRefusal, type StreamSlots } from '@/lib/live/stream-slots';

/**
 * When to ask again. A refused board polls meanwhile (components/whos-working/use-live-events.ts: a stream
 * that answers an error is not retried by EventSource), so this is for other clients and proxies.
 */
const RETRY_AFTER_S = { 429: 30, 503: 60 } as const;

/** The process's slots, sized from the environment once (LIVE_STREAMS_MAX, LIVE_STREAMS_PER_USER). */
export function processStreamSlots(): StreamSlots {
  const g = globalThis as typeof globalThis & { __liveStreamSlots?: StreamSlots };
  return (g.__liveStreamSlots ??= streamSlots({
    perSession: env().LIVE_STREAMS_PER_USER,
    perUser: env().LIVE_STREAMS_PER_USER,
    instance: env().LIVE_STREAMS_MAX,
  }));
}

async function refused(refusal: StreamRefusal, slots: StreamSlots, req: NextRequest): Promise<Response> {
  const max = refusal.status === 429 && refusal.cap === 'session' ? slots.limits.perSession : slots.limits.perUser;
  const error =
    refusal.status === 429
      ? new ApiError(429, say('live.tooManyStreams', { max }), 'rate_limited')
      : new ApiError(503, say('live.serverBusy'), 'unavailable');
  const res = await errorResponse(error, { req });
  res.headers.set('retry-after', String(RETRY_AFTER_S[refusal.status]));
  return res;
}

/**
 * GET of the who's-working event stream with the given slots: the route passes the process's, a test its
 * own small ones. A stream takes a slot of its session, its user and the process, or is refused at once
 * (429 or 503 with Retry-After) before anything is held; the slot is given back when the stream ends.
 */
export function liveEventsRoute(slots: () => StreamSlots) {
  return scopedRead(timesheetsContracts.whosWorkingEvents, async ({ session, scope, req, query }) => {
    const held = slots();
    const slot = held.take({ sessionId: session.sessionId, userId: session.userId });
    if (!slot.ok) return refused(slot.refusal, held, req);
    const token = tokenFrom(req.cookies.get(SESSION_COOKIE)?.value, req.headers.get('authorization'));
    const stillSignedIn = async () => (await lookupSession(token)).ok;
    return liveBoardEvents(scope, { signal: req.signal, release: slot.release, stillSignedIn, since: query.since ?? null });
  });
}
