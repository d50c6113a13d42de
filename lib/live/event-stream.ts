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

/**
 * Server-Sent Events of the tenant's who's-working board: a `change` event with the new live version
 * whenever one moves. Events carry no rows: the board asks the (scoped, cached) board API again, so a
 * contact only ever sees her locations and an event costs each board one cached read.
 */
export function liveBoardEvents(tenantId: string, signal: AbortSignal): Response {
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
      const unsubscribe = watchLiveVersion(tenantId, (version) => send(`event: change\ndata: ${version}\n\n`));
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => {
        stop();
        controller.close();
      }, STREAM_LIFE_MS);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stop = () => {};
      };
      signal.addEventListener('abort', () => stop(), { once: true });
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
