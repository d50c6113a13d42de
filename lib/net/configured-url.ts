import 'server-only';
import { badRequest, say, type ErrorKey } from '@/lib/errors';
import { OutboundRefused, type Refusal } from './outbound-error';
import { checkOutboundUrl, parseOutboundUrl } from './outbound-url';

const RULE = {
  invalid: 'url.invalid',
  scheme: 'url.scheme',
  credentials: 'url.credentials',
  address: 'url.address',
} as const satisfies Record<Refusal, ErrorKey>;

/**
 * Save-time check of a URL a tenant configures, as a 400 naming the field (and, for an entry of a list,
 * quoting it). With `dns: false` only the URL itself is judged, for origins the browser uses, not the server.
 */
export async function checkConfiguredUrl(field: string, raw: string, { dns = true, entry = false } = {}): Promise<URL> {
  try {
    return dns ? await checkOutboundUrl(raw) : parseOutboundUrl(raw);
  } catch (e) {
    if (!(e instanceof OutboundRefused)) throw e;
    const rule = entry ? say('url.entry', { entry: raw.slice(0, 200), rule: say(RULE[e.reason]) }) : say(RULE[e.reason]);
    throw badRequest(entry ? 'generic.field' : 'url.field', { field, message: rule }, { [field]: rule });
  }
}
