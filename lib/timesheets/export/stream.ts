/** Plumbing for the CSV exports: lazy record sources in, web byte streams out. */
import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import type { CellValue } from './formula';

/**
 * RFC 4180 line ends (CRLF) and no BOM. Booleans are spelled out because csv-stringify's default
 * writes true as "1" and false as an empty cell, which reads as "unknown".
 */
const CSV_OPTIONS: Options = {
  bom: false,
  record_delimiter: 'windows',
  cast: { boolean: (value) => (value ? 'true' : 'false') },
};

/**
 * Bytes handed to the response at a time. The stringifier makes one small chunk per record; passing each
 * on by itself costs a stream step and a socket write per row (100,000 of them in a large export).
 */
const CHUNK_BYTES = 64 * 1024;

/**
 * A Node Readable as a web stream that asks it for data only when its reader asks (highWaterMark 0), so
 * the producer behind it runs at most CHUNK_BYTES ahead besides Node's own small buffers. The Readable is
 * opened on the first read, not before: a response that is built and then dropped (the handler
 * failed after making the body) never starts the query behind it, so nothing is left half-read.
 * Node's Readable.toWeb is not used: on Node 20 it queues up to 16 384 chunks before pausing.
 */
function lazyNodeToWeb(open: () => Readable): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer | string> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= open()[Symbol.asyncIterator]();
        const parts: Buffer[] = [];
        let size = 0;
        while (size < CHUNK_BYTES) {
          const next = await chunks.next(); // a failure upstream rejects here and errors the stream
          if (next.done) {
            if (size > 0) controller.enqueue(Buffer.concat(parts, size));
            controller.close();
            return;
          }
          const part = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
          parts.push(part);
          size += part.length;
        }
        controller.enqueue(Buffer.concat(parts, size));
      },
      async cancel() {
        // Ending the iterator destroys the Readable, and pipeline() then closes the source.
        await chunks?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Records (header first) to CSV bytes through csv-stringify's stream API. pipeline() carries
 * back-pressure from the stringifier to Readable.from, which pulls the next record only when
 * there is room (about 16 KB of CSV ahead of the reader), and tears both ends down on error or
 * cancel, which closes a database cursor behind `records`.
 */
export function csvStream(records: AsyncIterable<CellValue[]>): ReadableStream<Uint8Array> {
  return lazyNodeToWeb(() => {
    const stringifier = stringify(CSV_OPTIONS);
    // Errors reach the reader through the stringifier, which pipeline destroys with them.
    pipeline(Readable.from(records), stringifier, () => {});
    return stringifier;
  });
}
