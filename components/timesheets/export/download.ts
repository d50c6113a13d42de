'use client';
import { applyAuthHeaders, HttpError, isForcedSignOut, buildUrl, type ErrorBody } from '@/lib/api/client';
import { APP_HEADER, SERVICE_APP } from '@/lib/api/services';
import { forcedSignOut } from '@/lib/browser/api';
import { storedToken } from '@/lib/browser/store';
import { TS_ROOT } from '../api';
import type { ExportFilter } from '../list/query';

export type ExportKind = 'csv' | 'paychex-csv' | 'pdf-condensed' | 'custom';
export type ExportBody = { timesheet_ids?: string[]; filter?: ExportFilter; fields?: string[] };
export type Progress = { received: number; total: number | null };

/** The filename the server chose (RFC 6266, either form), stripped of any path. */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2]).replace(/\\(.)/g, '$1') : null;
  }
  const safe = name?.split(/[\\/]/).pop()?.trim();
  return safe ? safe : null;
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Not the JSON client: the file is read as a stream so the user sees bytes arriving (exports of a whole
 * filter can be large and the server may not know the length up front), then saved from a Blob.
 */
export async function downloadExport(kind: ExportKind, body: ExportBody, opts: { signal: AbortSignal; fallbackName: string; onProgress: (p: Progress) => void }): Promise<{ filename: string; bytes: number }> {
  const headers = new Headers({ 'content-type': 'application/json', [APP_HEADER]: SERVICE_APP.main });
  // SPEC §7: the stored token travels too when there is one (embedded contexts without the cookie).
  applyAuthHeaders(headers, storedToken(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await fetch(buildUrl('main', `${TS_ROOT}/export/${kind}`), {
    method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body), signal: opts.signal,
  });
  if (!res.ok) {
    let err: ErrorBody = {};
    try {
      err = (await res.json()) as ErrorBody;
    } catch {
      err = {};
    }
    if (isForcedSignOut(res.status, err)) forcedSignOut();
    throw new HttpError(res.status, err.message || res.statusText || `HTTP ${res.status}`, err);
  }
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
  save(new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' }), filename);
  return { filename, bytes: received };
}
