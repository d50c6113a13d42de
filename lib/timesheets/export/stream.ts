/** Plumbing for the CSV exports: lazy record sources in, web byte streams out. */
import { csvLines } from './csv-line';
import type { CellValue } from './formula';

/**
 * Records written per chunk (about 100 kB of CSV). Each record used to go through a Node stream pipeline
 * of its own and out as its own chunk: in a 100,000-row export that per-row plumbing, not the database,
 * was most of the time.
 */
const BATCH_RECORDS = 500;

const encoder = new TextEncoder();

/**
 * Records (header first) to CSV bytes. The stream asks `records` for the next batch only when its reader
 * asks for more (highWaterMark 0), so the producer runs at most one batch ahead and an export of any size
 * holds a few hundred rows at a time. Nothing is read before the first pull: a response that is built and
 * then dropped never starts the query behind it. A cancel ends the iterator, whose `finally` closes what
 * it holds; a failure upstream errors the stream.
 */
export function csvStream(records: AsyncIterable<CellValue[]>): ReadableStream<Uint8Array> {
  let source: AsyncIterator<CellValue[]> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        source ??= records[Symbol.asyncIterator]();
        const batch: CellValue[][] = [];
        let done = false;
        while (batch.length < BATCH_RECORDS) {
          const next = await source.next();
          if (next.done) {
            done = true;
            break;
          }
          batch.push(next.value);
        }
        if (batch.length > 0) controller.enqueue(encoder.encode(csvLines(batch)));
        if (done) controller.close();
      },
      async cancel() {
        await source?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
