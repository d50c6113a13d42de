import 'server-only';
import type { LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { log } from '@/lib/log';
import { OutboundError, OutboundFailed } from './outbound-error';
import { bareHost, isAllowlisted, parseOutboundUrl, resolvePublic, type Resolver } from './outbound-url';

export type SafeFetchInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whole request, from connect to the last byte of the answer. */
  timeoutMs?: number;
  /** The answer's body is read into memory, so it is capped. */
  maxBytes?: number;
  /** Tests only: stands in for DNS, e.g. to answer a private address at request time (rebinding). */
  resolve?: Resolver;
};

const SAFE_FETCH_TIMEOUT_MS = 10_000;
const SAFE_FETCH_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Kept-alive connections for the batches of a sync. Each socket was opened through checkedLookup, so
 * reusing one reaches the address that was checked. Agent options would override the request's
 * lookup, so they carry none.
 */
const agents = {
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
};

/**
 * The socket's DNS step: resolves, refuses forbidden addresses, and hands the socket exactly the
 * addresses it checked, so a name that answers differently now than at save time (DNS rebinding)
 * gains nothing. Node skips lookup for IP literals; parseOutboundUrl has checked those already.
 */
export function checkedLookup(resolve?: Resolver): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolvePublic(hostname, resolve).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const [first] = wanted;
        if (!first) return callback(new OutboundFailed(`${hostname} has no IPv${options.family} address`), '', 0);
        if (options.all) return callback(null, wanted);
        callback(null, first.address, first.family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}

const NULL_BODY = new Set([204, 205]);

function toResponse(status: number, raw: http.IncomingHttpHeaders, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  }
  return new Response(NULL_BODY.has(status) || !body.length ? null : new Uint8Array(body), { status, headers });
}

function send(url: URL, init: SafeFetchInit, lookup: LookupFunction | undefined): Promise<Response> {
  const timeoutMs = init.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxBytes = init.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  const headers = { ...init.headers, ...(init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) }) };
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (outcome: Error | Response) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (outcome instanceof Response) resolve(outcome);
      else {
        req.destroy();
        reject(outcome);
      }
    };
    const timer = setTimeout(() => finish(new OutboundFailed(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers,
        agent: agents[url.protocol as keyof typeof agents],
        lookup,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // Never followed: the next hop was not checked, and it could carry the credentials elsewhere.
        if (status >= 300 && status < 400)
          return finish(new OutboundFailed(`redirect ${status} to ${String(res.headers.location ?? '(none)').slice(0, 200)}`));
        if (status < 200 || status > 599) return finish(new OutboundFailed(`unusable status ${status}`));
        if (Number(res.headers['content-length']) > maxBytes)
          return finish(new OutboundFailed(`answer declares ${res.headers['content-length']} bytes, cap ${maxBytes}`));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) finish(new OutboundFailed(`answer larger than the cap of ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            finish(toResponse(status, res.headers, Buffer.concat(chunks)));
          } catch (e) {
            finish(new OutboundFailed(`unusable answer: ${e instanceof Error ? e.message : String(e)}`));
          }
        });
        res.on('error', (e) => finish(e));
        res.on('close', () => finish(new OutboundFailed('connection closed before the answer was complete')));
      },
    );
    req.on('error', (e) => finish(e));
    req.end(init.body);
  });
}

/**
 * The one way the server calls a URL that a tenant (or an operator) configured. https only, forbidden
 * addresses refused before connecting (literal hosts here, names in checkedLookup), no redirects, a
 * timeout and a body cap. Throws OutboundRefused or OutboundFailed only; their messages are generic,
 * and the detail goes to the server log.
 */
export async function safeFetch(raw: string, init: SafeFetchInit = {}): Promise<Response> {
  // Logged without query, fragment or credentials: they may hold secrets.
  const target = URL.canParse(raw) ? `${new URL(raw).origin}${new URL(raw).pathname}` : 'not a URL';
  try {
    const url = parseOutboundUrl(raw);
    // An allowlisted origin is exempt from the address rules, so its name resolves the ordinary way.
    return await send(url, init, isAllowlisted(url) ? undefined : checkedLookup(init.resolve));
  } catch (e) {
    const err = e instanceof OutboundError ? e : new OutboundFailed(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    log.warn({ target: target.slice(0, 300), outcome: err.name, detail: err.detail }, 'outbound request not completed');
    throw err;
  }
}
