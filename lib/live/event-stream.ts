import 'server-only';
import { watchLiveVersion } from './version-watch';
import { db } from '@/lib/db/client';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects at once (EventSource does): the reconnect goes
 * through the route's guard again, so a signed-out or expired session stops receiving events.
 */
const STREAM_LIFE_MS = 10 * 60_000;
/** How soon the browser reconnects after a dropped stream. */
const RETRY_MS = 1000;

const encoder = new TextEncoder();

/** Whose board the stream serves: the tenant, and a Company Contact's locations (null: staff, every one). */
export type StreamScope = { tenantId: string; locationIds: readonly string[] | null };

/** A `change` event: the new live version and the locations it touched (null: not known, refetch anyway). */
const changeEvent = (version: number, locations: string[] | null) => `event: change\ndata: ${JSON.stringify({ version, locations })}\n\n`;

/**
 * Server-Sent Events of the tenant's who's-working board: a `change` event whenever the live version
 * moves, for a contact only when it touched one of her locations (lib/live/version-watch.ts). Events carry
 * no rows: the board asks the (scoped, cached) board API again, so a contact only ever sees her locations
 * and an event costs each board one cached read. `release` is called once when the stream ends, however
 * it ends (the reader leaves or cancels, its lifetime runs out, a write fails, the session is revoked): it
 * gives back its slot.
 */
export type StreamOptions = {
  signal: AbortSignal;
  /** Called once when the stream ends: gives back its slot. */
  release?: () => void;
  /** Whether the session the stream was opened with still holds (asked at each heartbeat). */
  stillSignedIn?: () => Promise<boolean>;
  heartbeatMs?: number;
  /** The live version the reader's board was read at: a move past it is told at once (watchLiveVersion). */
  since?: number | null;
};

export function liveBoardEvents(
  scope: StreamScope,
  { signal, release = () => {}, stillSignedIn = async () => true, heartbeatMs = HEARTBEAT_MS, since = null }: StreamOptions,
): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send(`retry: ${RETRY_MS}\n: connected\n\n`);
      const unsubscribe = watchLiveVersion(
        db(),
        scope.tenantId,
        (version, locations) => send(changeEvent(version, locations)),
        scope.locationIds,
        since,
      );
      // Each heartbeat asks the database whether the session still holds: a stream opened before a
      // sign-out or deactivation (on any instance) ends within HEARTBEAT_MS. Its events carry no rows, and
      // the board's reads they trigger are refused from the revocation's next request on.
      const heartbeat = setInterval(() => {
        send(': ping\n\n');
        void stillSignedIn().then(
          (ok) => (ok ? undefined : end()),
          () => undefined,
        );
      }, heartbeatMs);
      const end = () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      const lifetime = setTimeout(end, STREAM_LIFE_MS);
      stop = () => {
        release();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stop = () => {};
      };
      if (signal.aborted) stop();
      else signal.addEventListener('abort', () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the server's gzip (and proxies) from buffering the stream.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
