import 'server-only';
import { lookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { isForbiddenAddress } from './forbidden-addresses';
import { OutboundFailed, OutboundRefused } from './outbound-error';

/** Answers a name with every address it has; injectable so a test can play a rebinding DNS server. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const DNS_TIMEOUT_MS = 5_000;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    lookup(hostname, { all: true, order: 'verbatim' }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/**
 * Names that point inside whatever network the server sits in, whatever DNS says: localhost, the
 * mDNS and private-use suffixes, and single labels (completed by the server's own search domains).
 */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];
const isInternalName = (host: string) => host === 'localhost' || !host.includes('.') || INTERNAL_SUFFIXES.some((s) => host.endsWith(s));

/** The host as DNS and the socket see it: no IPv6 brackets, no trailing dot, lower case. */
export const bareHost = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/** An origin the operator exempted (OUTBOUND_URL_ALLOWLIST): an on-premise gateway, a test's stand-in. */
export const isAllowlisted = (url: URL) => env().OUTBOUND_URL_ALLOWLIST.includes(url.origin);

/**
 * What can be decided from the URL alone: https, no credentials, and a host that is neither a
 * forbidden IP literal nor an internal name. WHATWG URL parsing has already turned every IPv4 shorthand
 * (127.1, 2130706433, 0x7f000001, 0177.0.0.1) and IPv6 spelling into one canonical form.
 */
export function parseOutboundUrl(raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url) throw new OutboundRefused('invalid', `not a URL: ${raw.slice(0, 200)}`);
  if (url.username || url.password) throw new OutboundRefused('credentials', `credentials in ${url.origin}`);
  if (isAllowlisted(url)) return url;
  if (url.protocol !== 'https:') throw new OutboundRefused('scheme', `scheme ${url.protocol} of ${url.origin}`);
  const host = bareHost(url);
  if (isIP(host) ? isForbiddenAddress(host) : isInternalName(host)) throw new OutboundRefused('address', `host ${host}`);
  return url;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every address of `hostname`, refused when any one is forbidden: a name answering both a public and
 * a private address must not get a second chance on the private one.
 */
export async function resolvePublic(hostname: string, resolve: Resolver = systemResolver): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await withTimeout(resolve(hostname), DNS_TIMEOUT_MS, `lookup of ${hostname}`);
  } catch (e) {
    throw new OutboundFailed(`lookup of ${hostname} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!addresses.length) throw new OutboundFailed(`lookup of ${hostname} returned no address`);
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) throw new OutboundRefused('address', `${hostname} resolves to ${bad.address}`);
  return addresses;
}

/**
 * The save-time check of a URL a tenant configures: parseOutboundUrl, then the name's addresses.
 * A name that does not resolve now is accepted: DNS may be down, the record may come later, and an
 * installation without outside DNS (tests, some sandboxes) could save nothing. That is safe because
 * safeFetch checks the addresses again at request time, on the very answer it connects to.
 */
export async function checkOutboundUrl(raw: string, resolve?: Resolver): Promise<URL> {
  const url = parseOutboundUrl(raw);
  const host = bareHost(url);
  if (isAllowlisted(url) || isIP(host)) return url;
  try {
    await resolvePublic(host, resolve);
  } catch (e) {
    if (e instanceof OutboundRefused) throw e;
  }
  return url;
}
