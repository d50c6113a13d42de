import { describe, expect, it } from 'vitest';
import {
  applyAuthHeaders,
  authorizationValue,
  createApiClient,
  HttpError,
  isForcedSignOut,
  type ClientDeps,
} from '@/lib/browser/api-client';
import { SERVICE_BASE } from '@/lib/contracts/kit/services';

describe('authorizationValue', () => {
  it('prefixes Bearer only for the candidates app', () => {
    expect(authorizationValue('tok123', 'candidates')).toBe('Bearer tok123');
  });

  it('sends the raw token for any other app or none', () => {
    expect(authorizationValue('tok123', 'main')).toBe('tok123');
    expect(authorizationValue('tok123', 'on-demand')).toBe('tok123');
    expect(authorizationValue('tok123', null)).toBe('tok123');
  });
});

describe('applyAuthHeaders', () => {
  it('adds Authorization and X-Timezone when a token exists and none is set', () => {
    const h = new Headers({ 'x-app': 'main' });
    applyAuthHeaders(h, 'tok', 'Europe/Paris');
    expect(h.get('authorization')).toBe('tok');
    expect(h.get('x-timezone')).toBe('Europe/Paris');
  });

  it('uses Bearer when the app header marks the candidates API', () => {
    const h = new Headers({ 'x-app': 'candidates' });
    applyAuthHeaders(h, 'tok', 'UTC');
    expect(h.get('authorization')).toBe('Bearer tok');
    expect(h.get('x-timezone')).toBe('UTC');
  });

  it('never overwrites an existing Authorization header and then sends no X-Timezone', () => {
    const h = new Headers({ Authorization: 'Basic abc' });
    applyAuthHeaders(h, 'tok', 'Europe/Paris');
    expect(h.get('authorization')).toBe('Basic abc');
    expect(h.has('x-timezone')).toBe(false);
  });

  it('adds nothing without a token', () => {
    const none = new Headers();
    applyAuthHeaders(none, null, 'Europe/Paris');
    expect(none.has('authorization')).toBe(false);
    expect(none.has('x-timezone')).toBe(false);

    const empty = new Headers();
    applyAuthHeaders(empty, '', 'Europe/Paris');
    expect(empty.has('authorization')).toBe(false);
    expect(empty.has('x-timezone')).toBe(false);
  });
});

describe('isForcedSignOut', () => {
  it('signs out on 401 with unauthorized_access', () => {
    expect(isForcedSignOut(401, { error_code: 'unauthorized_access' })).toBe(true);
  });

  it('signs out on session_expired whatever the status', () => {
    expect(isForcedSignOut(401, { error_code: 'session_expired' })).toBe(true);
    expect(isForcedSignOut(403, { error_code: 'session_expired' })).toBe(true);
    expect(isForcedSignOut(400, { error_code: 'session_expired' })).toBe(true);
  });

  it('signs out on 401 whose errors.logout is truthy', () => {
    expect(isForcedSignOut(401, { errors: { logout: true } })).toBe(true);
    expect(isForcedSignOut(401, { errors: { logout: 1 } })).toBe(true);
  });

  it('does not sign out on 401 with a falsy errors.logout', () => {
    expect(isForcedSignOut(401, { errors: { logout: false } })).toBe(false);
  });

  it('does not sign out on 403 unauthorized_access', () => {
    expect(isForcedSignOut(403, { error_code: 'unauthorized_access' })).toBe(false);
  });

  it('does not sign out on errors.logout outside a 401', () => {
    expect(isForcedSignOut(500, { errors: { logout: true } })).toBe(false);
  });

  it('does not sign out on a plain 401', () => {
    expect(isForcedSignOut(401, { message: 'nope' })).toBe(false);
    expect(isForcedSignOut(401, { error_code: 'forbidden' })).toBe(false);
  });

  it('does not sign out without a body', () => {
    expect(isForcedSignOut(401, null)).toBe(false);
    expect(isForcedSignOut(401, undefined)).toBe(false);
  });
});

type Call = {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
};

/** A fetch stand-in that records every call and answers with the given status and body. */
function fakeFetch(status = 200, body: unknown = { data: { ok: true } }, statusText = '') {
  const calls: Call[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, statusText });
  };
  return { calls, fetchFn };
}

function setup(opts: { status?: number; body?: unknown; statusText?: string; token?: string | null } = {}) {
  const { calls, fetchFn } = fakeFetch(opts.status, opts.body, opts.statusText);
  let signOuts = 0;
  const deps: ClientDeps = {
    fetch: fetchFn,
    token: () => (opts.token === undefined ? 'tok-1' : opts.token),
    timeZone: () => 'America/Chicago',
    onSignOut: () => {
      signOuts += 1;
    },
  };
  return { client: createApiClient(deps), calls, signOuts: () => signOuts };
}

describe('createApiClient', () => {
  it('uses the same-origin service mounts by default', () => {
    expect(SERVICE_BASE).toEqual({
      main: '/api/main',
      onDemand: '/api/on-demand',
      candidates: '/api/candidates',
      users: '/api/users',
      onboarding: '/api/onboarding',
      workApp: '/api/work-app',
    });
  });

  it('builds the URL from the service base and normalises slashes', async () => {
    const { client, calls } = setup();
    await client.get('main', '/client-portal//user');
    await client.get('onDemand', 'shifts/v2');
    await client.get('workApp', '//v2/app/timerecord/timecard/');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/main/client-portal/user',
      '/api/on-demand/shifts/v2',
      '/api/work-app/v2/app/timerecord/timecard/',
    ]);
  });

  it('appends non-empty query parameters', async () => {
    const { client, calls } = setup();
    await client.get('main', '/client-portal/whos-working', {
      query: { history: true, page: 2, search: '', location: null, x: undefined },
    });
    expect(calls[0]!.url).toBe('/api/main/client-portal/whos-working?history=true&page=2');
  });

  it('sets the x-app header per service and the method per helper', async () => {
    const { client, calls } = setup();
    await client.get('main', '/a');
    await client.post('onDemand', '/b');
    await client.put('candidates', '/c');
    await client.patch('users', '/d');
    await client.del('onboarding', '/e');
    await client.get('workApp', '/f');
    expect(calls.map((c) => [c.method, c.headers.get('x-app')])).toEqual([
      ['GET', 'main'],
      ['POST', 'on-demand'],
      ['PUT', 'candidates'],
      ['PATCH', 'users'],
      ['DELETE', 'onboarding'],
      ['GET', 'work-app'],
    ]);
  });

  it('keeps an x-app header the caller set', async () => {
    const { client, calls } = setup();
    await client.get('main', '/client-portal/timecards', { headers: { 'x-app': 'timesheets' } });
    expect(calls[0]!.headers.get('x-app')).toBe('timesheets');
  });

  it('sends the stored token raw for the main API, as Bearer for candidates, with X-Timezone', async () => {
    const { client, calls } = setup({ token: 'secret-token' });
    await client.get('main', '/client-portal/user');
    await client.get('candidates', '/candidates');
    expect(calls[0]!.headers.get('authorization')).toBe('secret-token');
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer secret-token');
    expect(calls[0]!.headers.get('x-timezone')).toBe('America/Chicago');
    expect(calls[1]!.headers.get('x-timezone')).toBe('America/Chicago');
  });

  it('sends no Authorization or X-Timezone without a stored token', async () => {
    const { client, calls } = setup({ token: null });
    await client.get('main', '/client-portal/user');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[0]!.headers.has('x-timezone')).toBe(false);
  });

  it('keeps a caller-supplied Authorization header', async () => {
    const { client, calls } = setup({ token: 'stored' });
    await client.get('main', '/x', { headers: { Authorization: 'other' } });
    expect(calls[0]!.headers.get('authorization')).toBe('other');
    expect(calls[0]!.headers.has('x-timezone')).toBe(false);
  });

  it('sends a JSON body with content-type application/json', async () => {
    const { client, calls } = setup();
    await client.put('main', '/client-portal/timesheets/v2/mark', { timesheet_ids: ['a', 'b'], status: 'approved' });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toBe('{"timesheet_ids":["a","b"],"status":"approved"}');
  });

  it('sends no body and no content-type when there is no body', async () => {
    const { client, calls } = setup();
    await client.get('main', '/client-portal/user');
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[0]!.headers.has('content-type')).toBe(false);
  });

  it('passes FormData through untouched, without setting content-type', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('primary', JSON.stringify({ primary_color: '#112233' }));
    await client.put('main', '/client-portal/acme/settings', form);
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers.has('content-type')).toBe(false);
  });

  it('sends same-origin credentials by default', async () => {
    const { client, calls } = setup();
    await client.get('main', '/x');
    expect(calls[0]!.credentials).toBe('same-origin');
  });

  it('returns the parsed JSON body on success', async () => {
    const { client } = setup({ body: { data: [{ id: 1 }], meta: { totalItems: 1 } } });
    await expect(client.get('main', '/client-portal/timesheets/v2')).resolves.toEqual({ data: [{ id: 1 }], meta: { totalItems: 1 } });
  });

  it('returns null for an empty 204 response', async () => {
    const { client } = setup({ status: 204 });
    await expect(client.del('main', '/client-portal/timesheets/v2/1')).resolves.toBeNull();
  });

  it('throws an HttpError with the status and the body message', async () => {
    const { client, signOuts } = setup({ status: 409, body: { message: 'A locked timesheet cannot be edited', error_code: 'conflict' } });
    const err = await client.put('main', '/client-portal/timesheets/v2/1', { comment: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 409, message: 'A locked timesheet cannot be edited', body: { error_code: 'conflict' } });
    expect(signOuts()).toBe(0);
  });

  it('falls back to the status text when the body has no message', async () => {
    const { client } = setup({ status: 502, body: 'not json', statusText: 'Bad Gateway' });
    await expect(client.get('main', '/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('calls onSignOut exactly once for a 401 unauthorized_access', async () => {
    const { client, signOuts } = setup({ status: 401, body: { message: 'Please sign in to continue', error_code: 'unauthorized_access' } });
    await expect(client.get('main', '/client-portal/user')).rejects.toMatchObject({ status: 401, message: 'Please sign in to continue' });
    expect(signOuts()).toBe(1);
  });

  it('calls onSignOut for session_expired', async () => {
    const { client, signOuts } = setup({ status: 401, body: { message: 'expired', error_code: 'session_expired' } });
    await expect(client.get('main', '/x')).rejects.toBeInstanceOf(HttpError);
    expect(signOuts()).toBe(1);
  });

  it('does not call onSignOut for a 400', async () => {
    const { client, signOuts } = setup({ status: 400, body: { message: 'timesheet_ids is required', error_code: 'bad_request' } });
    await expect(client.post('main', '/client-portal/timesheets/submit', {})).rejects.toMatchObject({
      status: 400,
      message: 'timesheet_ids is required',
    });
    expect(signOuts()).toBe(0);
  });
});
