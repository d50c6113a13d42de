import { normalizeUrl } from './api-url';
import { APP_HEADER, CANDIDATES_APP, SERVICE_APP, SERVICE_BASE, type ServiceName } from '@/lib/contracts/kit/services';

export type ErrorBody = { message?: string; error_code?: string; errors?: Record<string, unknown> & { logout?: unknown } };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** SPEC §7: 'Bearer {token}' for the candidates API's app identifier, the raw token otherwise. */
export function authorizationValue(token: string, app: string | null): string {
  return app === CANDIDATES_APP ? `Bearer ${token}` : token;
}

/** SPEC §7: add the stored token when there is one and no Authorization is set; then X-Timezone too. */
export function applyAuthHeaders(headers: Headers, token: string | null, timeZone: string): void {
  if (!token || headers.has('authorization')) return;
  headers.set('authorization', authorizationValue(token, headers.get(APP_HEADER)));
  headers.set('x-timezone', timeZone);
}

/** SPEC §8: which failures sign the user out. */
export function isForcedSignOut(status: number, body: ErrorBody | null | undefined): boolean {
  if (!body) return false;
  if (body.error_code === 'session_expired') return true;
  if (status !== 401) return false;
  return body.error_code === 'unauthorized_access' || Boolean(body.errors && body.errors.logout);
}

export type ClientDeps = {
  fetch: typeof fetch;
  token: () => string | null;
  timeZone: () => string;
  onSignOut: () => void;
};

export type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
};

export function buildUrl(service: ServiceName, path: string, query?: RequestOptions['query']): string {
  const url = normalizeUrl(`${SERVICE_BASE[service]}/${path}`);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The HTTP client of SPEC §7, with its dependencies injected so every rule is unit-testable. */
export function createApiClient(deps: ClientDeps) {
  async function request<T>(service: ServiceName, path: string, opts: RequestOptions = {}): Promise<T> {
    const { body, query, headers: given, ...init } = opts;
    const headers = new Headers(given);
    if (!headers.has(APP_HEADER)) headers.set(APP_HEADER, SERVICE_APP[service]);
    applyAuthHeaders(headers, deps.token(), deps.timeZone());
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const res = await deps.fetch(buildUrl(service, path, query), { credentials: 'same-origin', ...init, headers, body: payload });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!res.ok) {
      const err = (data ?? {}) as ErrorBody;
      if (isForcedSignOut(res.status, err)) deps.onSignOut();
      throw new HttpError(res.status, err.message || res.statusText || 'Request failed', err);
    }
    return data as T;
  }
  return {
    request,
    get: <T>(s: ServiceName, p: string, o?: RequestOptions) => request<T>(s, p, { ...o, method: 'GET' }),
    post: <T>(s: ServiceName, p: string, body?: unknown, o?: RequestOptions) => request<T>(s, p, { ...o, method: 'POST', body }),
    put: <T>(s: ServiceName, p: string, body?: unknown, o?: RequestOptions) => request<T>(s, p, { ...o, method: 'PUT', body }),
    patch: <T>(s: ServiceName, p: string, body?: unknown, o?: RequestOptions) => request<T>(s, p, { ...o, method: 'PATCH', body }),
    del: <T>(s: ServiceName, p: string, body?: unknown, o?: RequestOptions) => request<T>(s, p, { ...o, method: 'DELETE', body }),
  };
}
