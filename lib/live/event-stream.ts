import 'server-only';
import { watchLiveVersion } from './version-watch';

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
export const changeEvent = (version: number, locations: string[] | null) =>
  `event: change\ndata: ${JSON.stringify({ version, locations })}\n\n`;

/**
 * Server-Sent Events of the tenant's who's-working board: a `change` event whenever the live version
 * moves, for a contact only when it touched one of her locations (lib/live/version-watch.ts). Events carry
 * no rows: the board asks the (scoped, cached) board API again, so a contact only ever sees her locations
 * and an event costs each board one cached read. `release` is called once when the stream ends, however
 * it ends (the reader leaves or cancels, its lifetime runs out, a write fails): it gives back its slot.
 */
export function liveBoardEvents(scope: StreamScope, signal: AbortSignal, release: () => void = () => {}): Response {
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
        scope.tenantId,
        (version, locations) => send(changeEvent(version, locations)),
        scope.locationIds,
      );
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => {
        stop();
        controller.close();
      }, STREAM_LIFE_MS);
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
