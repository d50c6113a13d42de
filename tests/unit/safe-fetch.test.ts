import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_ALLOWED, NOT_REACHED, OutboundFailed, OutboundRefused } from '@/lib/net/outbound-error';
import { checkedLookup, safeFetch } from '@/lib/net/safe-fetch';

/** Anything listening on loopback that must never be reached: counts the connections it gets. */
let trap: TcpServer;
let trapPort = 0;
let trapHits = 0;
/** The allowlisted first hop (OUTBOUND_URL_ALLOWLIST), standing in for a gateway or a hostile server. */
let hop: Server;
let hopUrl = '';
let closedUrl = '';
let lastBody = '';

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server | TcpServer) => new Promise<void>((resolve) => server.close(() => resolve()));
const read = async (req: IncomingMessage) => {
  let text = '';
  for await (const c of req) text += (c as Buffer).toString();
  return text;
};

beforeAll(async () => {
  trap = createTcpServer((socket) => {
    trapHits++;
    socket.destroy();
  });
  trapPort = await listen(trap);
  hop = createHttpServer(async (req, res) => {
    lastBody = await read(req);
    const path = req.url ?? '/';
    if (path === '/redirect') res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
    else if (path === '/metadata') res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (path === '/big') res.writeHead(200, { 'content-length': '4096' }).end('x'.repeat(4096));
    else if (path === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 8; i++) res.write('y'.repeat(1024));
      res.end();
    } else if (path === '/slow') setTimeout(() => res.writeHead(200).end('late'), 2_000);
    else res.writeHead(201, { 'content-type': 'application/json', 'x-seen': req.method ?? '' }).end(JSON.stringify({ ok: true }));
  });
  hopUrl = `http://127.0.0.1:${await listen(hop)}`;
  const gone = createHttpServer();
  closedUrl = `http://127.0.0.1:${await listen(gone)}`;
  await close(gone);
  // Read lazily by env() at the first safeFetch below; each vitest file has its own modules.
  process.env.SESSION_SECRET ??= 'unit-tests-secret-0123456789abcdef0123';
  process.env.OUTBOUND_URL_ALLOWLIST = `${hopUrl},${closedUrl}`;
});
afterAll(async () => {
  await close(hop);
  await close(trap);
});
beforeEach(() => {
  trapHits = 0;
});

/** The error safeFetch throws, after checking that what a tenant could see of it is generic. */
async function failure(url: string, init?: Parameters<typeof safeFetch>[1]) {
  const err = await safeFetch(url, init).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  const { message } = err as Error;
  expect([NOT_ALLOWED, NOT_REACHED]).toContain(message);
  expect(message).not.toMatch(/ECONN|127\.0\.0\.1|169\.254|certificate|ENOTFOUND/);
  return err as OutboundRefused | OutboundFailed;
}

describe('safeFetch', () => {
  it('refuses loopback and private literals before connecting', async () => {
    for (const url of [
      `https://127.0.0.1:${trapPort}/`,
      `https://[::ffff:127.0.0.1]:${trapPort}/`,
      `https://2130706433:${trapPort}/`,
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect(await failure(url)).toBeInstanceOf(OutboundRefused);
    }
    expect(trapHits).toBe(0);
  });

  it('refuses http and localhost', async () => {
    expect(await failure(`http://example.com/`)).toMatchObject({ reason: 'scheme' });
    expect(await failure(`https://localhost:${trapPort}/`)).toMatchObject({ reason: 'address' });
    expect(trapHits).toBe(0);
  });

  it('checks the addresses the socket connects to: a name that now answers loopback (rebinding) is refused', async () => {
    const rebound = async () => [{ address: '127.0.0.1', family: 4 }];
    const err = await failure(`https://portal-gateway.example:${trapPort}/`, { resolve: rebound });
    expect(err).toBeInstanceOf(OutboundRefused);
    expect(err.detail).toContain('resolves to 127.0.0.1');
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ];
    expect(await failure(`https://portal-gateway.example:${trapPort}/`, { resolve: mixed })).toBeInstanceOf(OutboundRefused);
    expect(trapHits).toBe(0);
  });

  it('hands the socket exactly the checked addresses, in the form the socket asked for', async () => {
    const answer = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ];
    const lookup = checkedLookup(answer);
    const all = await new Promise((resolve, reject) =>
      lookup('x.example', { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
    );
    expect(all).toEqual(await answer());
    const six = await new Promise((resolve, reject) =>
      lookup('x.example', { family: 6 }, (err, address, family) => (err ? reject(err) : resolve([address, family]))),
    );
    expect(six).toEqual(['2606:4700::1111', 6]);
  });

  it('resolves localhost for real (through /etc/hosts) and refuses it in the socket lookup', async () => {
    const err = await new Promise((resolve) => checkedLookup()('localhost', { all: true }, (e) => resolve(e)));
    expect(err).toBeInstanceOf(OutboundRefused);
  });

  it('never follows a redirect, even from an allowlisted first hop', async () => {
    const err = await failure(`${hopUrl}/redirect`);
    expect(err).toBeInstanceOf(OutboundFailed);
    expect(err.detail).toMatch(/^redirect 302/);
    expect(trapHits).toBe(0);
    expect((await failure(`${hopUrl}/metadata`)).detail).toMatch(/^redirect 301/);
  });

  it('caps the answer, declared or streamed', async () => {
    expect((await failure(`${hopUrl}/big`, { maxBytes: 1000 })).detail).toContain('declares 4096 bytes');
    expect((await failure(`${hopUrl}/big-chunked`, { maxBytes: 3000 })).detail).toContain('larger than the cap');
    expect(await (await safeFetch(`${hopUrl}/big`, { maxBytes: 4096 })).text()).toHaveLength(4096);
  });

  it('gives up after the timeout', async () => {
    expect((await failure(`${hopUrl}/slow`, { timeoutMs: 200 })).detail).toContain('no answer within 200 ms');
  });

  it('reports a refused connection generically, with the cause kept for the log', async () => {
    const err = await failure(`${closedUrl}/`);
    expect(err).toBeInstanceOf(OutboundFailed);
    expect(err.detail).toContain('ECONNREFUSED');
  });

  it('sends the request and answers a web Response', async () => {
    const res = await safeFetch(`${hopUrl}/api?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":"é"}',
    });
    expect(res.status).toBe(201);
    expect(res.ok).toBe(true);
    expect(res.headers.get('x-seen')).toBe('POST');
    expect(await res.json()).toEqual({ ok: true });
    expect(lastBody).toBe('{"a":"é"}');
  });
});
