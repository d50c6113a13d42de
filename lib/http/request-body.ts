import 'server-only';
import { NextRequest } from 'next/server';
import { ApiError, badRequest, say, type ErrorKey } from '@/lib/errors';

export { JSON_BODY_LIMIT } from '@/lib/schema-kit/body-limits';

export const payloadTooLarge = (limit: number) =>
  new ApiError(413, say('request.tooLarge', { size: formatBytes(limit) }), 'payload_too_large');

const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`);

/**
 * The request with its body capped at `limit` bytes: a declared Content-Length over the limit is refused
 * before a byte is read, and a chunked body is cut off as soon as it passes the limit, so no reader
 * (JSON, text, formData) ever buffers more. `exceeded()` tells a caller whose reader failed why it did:
 * a multipart parser reports a cut-off stream as a malformed form, which must still answer 413.
 */
export function capBody(req: NextRequest, limit: number): { req: NextRequest; exceeded: () => boolean } {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  if (!req.body) return { req, exceeded: () => false };
  let seen = 0;
  let over = false;
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          over = true;
          controller.error(payloadTooLarge(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  // duplex 'half' is what a streamed request body needs; Next's RequestInit type does not list it.
  const init = { method: req.method, headers: req.headers, body: counted, duplex: 'half', signal: req.signal };
  const capped = new NextRequest(req.nextUrl, init as ConstructorParameters<typeof NextRequest>[1]);
  return { req: capped, exceeded: () => over };
}

/** The JSON body, {} when empty; malformed JSON is a 400, a body over the cap a 413. */
export async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('request.invalidJson');
  }
}

/** The multipart or urlencoded form; a body that is not one is a 400 with `message`. */
export async function readForm(req: NextRequest, message: ErrorKey = 'request.unreadableForm'): Promise<FormData> {
  return req.formData().catch((err: unknown) => {
    if (err instanceof ApiError) throw err;
    throw badRequest(message);
  });
}
