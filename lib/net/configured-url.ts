import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { OutboundRefused, type Refusal } from './outbound-error';
import { checkOutboundUrl, parseOutboundUrl } from './outbound-url';

const RULE: Record<Refusal, string> = {
  invalid: 'must be a full https:// address',
  scheme: 'must be an https:// address',
  credentials: 'must not contain a user name or password',
  address: 'must be a public internet address: localhost, private, link-local and cloud metadata addresses are not allowed',
};

/**
 * Save-time check of a URL a tenant configures, as a 400 naming the field (and, for an entry of a list,
 * quoting it). With `dns: false` only the URL itself is judged, for origins the browser uses, not the server.
 */
export async function checkConfiguredUrl(field: string, raw: string, { dns = true, entry = false } = {}): Promise<URL> {
  try {
    return dns ? await checkOutboundUrl(raw) : parseOutboundUrl(raw);
  } catch (e) {
    if (!(e instanceof OutboundRefused)) throw e;
    const rule = entry ? `"${raw.slice(0, 200)}" ${RULE[e.reason]}` : RULE[e.reason];
    throw badRequest(`${field}${entry ? ':' : ''} ${rule}`, { [field]: rule });
  }
}
