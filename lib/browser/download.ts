'use client';
import { applyAuthHeaders, buildUrl, HttpError, isForcedSignOut, type ErrorBody, type RequestOptions } from '@/lib/browser/api-client';
import { APP_HEADER, SERVICE_APP, type ServiceName } from '@/lib/contracts/kit/services';
import { browserTimeZone, forcedSignOut, withTimeZone } from '@/lib/browser/api';
import { storedToken } from '@/lib/browser/store';

/** The filename the server chose (RFC 6266, either form), stripped of any path. */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent((extended[2] ?? '').trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1') : null;
  }
  const safe = name?.split(/[\\/]/).pop()?.trim();
  return safe ? safe : null;
}

/** Hands a Blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Headers of a file request: the service's app id, X-Timezone, and the stored token (SPEC §7). */
export function fileRequestHeaders(service: ServiceName, extra?: Record<string, string>): Headers {
  const headers = new Headers(withTimeZone({ headers: { [APP_HEADER]: SERVICE_APP[service], ...extra } }).headers);
  applyAuthHeaders(headers, storedToken(), browserTimeZone());
  return headers;
}

/** A refused file request as the JSON client would report it, signing out when SPEC §8 says so. */
export async function fileFailure(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  if (isForcedSignOut(res.status, body)) forcedSignOut();
  return new HttpError(res.status, body.message || res.statusText || `HTTP ${res.status}`, body);
}

/**
 * Fetches a file and saves it under the server's name. Through fetch rather than a plain link, so the
 * stored token and X-Timezone travel and a refusal toasts the server's message instead of saving an
 * error page as the file.
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  opts: { query?: RequestOptions['query']; fallbackName: string },
): Promise<string> {
  const res = await fetch(buildUrl(service, path, opts.query), { credentials: 'same-origin', headers: fileRequestHeaders(service) });
  if (!res.ok) throw await fileFailure(res);
  const filename = filenameFrom(res.headers.get('content-disposition')) ?? opts.fallbackName;
  saveBlob(await res.blob(), filename);
  return filename;
}
