'use client';
import { fileFailure, fileRequestHeaders, filenameFrom, saveBlob } from '@/lib/browser/download';
import { urlOf } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { ExportFilter } from '../list/query';

export type ExportKind = 'csv' | 'paychex-csv' | 'pdf-condensed' | 'custom';
export type ExportBody = { timesheet_ids?: string[]; filter?: ExportFilter; fields?: string[] };
export type Progress = { received: number; total: number | null };

/**
 * Not the JSON client: the file is read as a stream so the user sees bytes arriving (exports of a whole
 * filter can be large and the server may not know the length up front), then saved from a Blob.
 */
export async function downloadExport(
  kind: ExportKind,
  body: ExportBody,
  opts: { signal: AbortSignal; fallbackName: string; onProgress: (p: Progress) => void },
): Promise<{ filename: string; bytes: number }> {
  // SPEC §7: the stored token travels too when there is one (embedded contexts without the cookie).
  const headers = fileRequestHeaders('main', { 'content-type': 'application/json' });
  const res = await fetch(urlOf(timesheetsRoutes.export, { params: { kind } }), {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  if (!res.ok) throw await fileFailure(res);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  opts.onProgress({ received, total });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      opts.onProgress({ received, total });
    }
  } else {
    const whole = await res.arrayBuffer();
    chunks.push(whole);
    received = whole.byteLength;
  }
  const filename = filenameFrom(res.headers.get('content-disposition')) ?? opts.fallbackName;
  saveBlob(new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' }), filename);
  return { filename, bytes: received };
}
