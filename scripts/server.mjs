// The portal's HTTP server: Next.js behind a thin Node server of its own (Next's documented custom
// server), for the three things Next cannot do for route handlers:
// - the client address: Next hands handlers no socket, and keeps any X-Forwarded-For a client sends.
//   Here it comes from the socket, or with TRUST_PROXY=N from the address N trusted proxies passed on,
//   and travels in a header no client can set (lib/http/client-ip.ts).
// - a path whose %-encoding is malformed answers 400 instead of Next's plain-text 500.
// - under /api every error is JSON: Next's empty 405 for a method a route lacks gets a body.
// Run by `npm start` / `npm run dev` (scripts/start.mjs), the e2e runner and the bench.
import { createServer, STATUS_CODES } from 'node:http';
import next from 'next';
import { clientAddress } from './lib/client-address.mjs';

const CLIENT_IP_HEADER = 'x-portal-client-ip';
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

const trustProxy = Number(process.env.TRUST_PROXY ?? 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  console.error(`TRUST_PROXY must be a whole number of proxy hops from 0 to 10 (got "${process.env.TRUST_PROXY}")`);
  process.exit(2);
}

function wellFormedPath(url) {
  const path = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

/**
 * Under /api, an error answer that Next itself produced without a JSON body (405 for a missing method,
 * a framework 500) is replaced by `{ message, error_code }` before its headers leave. The decision is
 * taken at the first of writeHead / write / end, so no byte of the original body goes out.
 */
function jsonErrorsOnly(res) {
  const { writeHead, write, end } = res;
  let text = null;
  const takeOver = (status, given) => {
    const type = String(given?.['content-type'] ?? given?.['Content-Type'] ?? res.getHeader('content-type') ?? '');
    if (text !== null) return true;
    if (res.headersSent || status < 400 || /json/i.test(type)) return false;
    text = JSON.stringify({ message: STATUS_CODES[status] ?? 'Error', error_code: status === 405 ? 'method_not_allowed' : 'error' });
    for (const name of ['content-type', 'content-length', 'content-encoding', 'transfer-encoding']) res.removeHeader(name);
    writeHead.call(res, status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
    });
    return true;
  };
  res.writeHead = function (status, ...rest) {
    const given = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a));
    return takeOver(status, given) ? this : writeHead.call(this, status, ...rest);
  };
  res.write = function (chunk, ...rest) {
    if (!takeOver(this.statusCode)) return write.call(this, chunk, ...rest);
    rest.find((a) => typeof a === 'function')?.();
    return true;
  };
  res.end = function (...args) {
    if (!takeOver(this.statusCode)) return end.call(this, ...args);
    return end.call(this, text, ...args.filter((a) => typeof a === 'function'));
  };
}

process.env.CLIENT_IP_SOURCE = 'server';
const app = next({ dev, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  delete req.headers[CLIENT_IP_HEADER];
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy);
  const api = req.url?.startsWith('/api/') || req.url === '/api';
  if (!wellFormedPath(req.url)) {
    if (api)
      return sendJson(res, 400, { message: 'The address is not valid: it contains a malformed %-escape', error_code: 'bad_request' });
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Bad request: the address contains a malformed %-escape');
  }
  if (api) jsonErrorsOnly(res);
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
    else res.destroy();
  });
});
// Idle keep-alive sockets stay open longer than the 60 s a load balancer or a client pool keeps them:
// with Node's 5 s default, a request sent on a socket the server is just closing fails with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (err) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is taken: is another server running? Set PORT.` : err);
  process.exit(1);
});
server.listen(port, () =>
  console.log(
    `> portal ready on http://localhost:${port}${trustProxy ? ` (trusting ${trustProxy} proxy hop${trustProxy > 1 ? 's' : ''})` : ''}`,
  ),
);

let closing = false;
function shutdown(code) {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(code));
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(code), 5000).unref();
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));
// Supervised by scripts/start.mjs through a stdin pipe: if the supervisor dies, even by SIGKILL, the pipe
// closes and this server goes with it rather than serving on without its database.
if (process.argv.includes('--supervised')) {
  process.stdin.on('end', () => shutdown(1));
  process.stdin.resume();
}
