import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from '@/lib/net/forbidden-addresses';
import { OutboundRefused, type Refusal } from '@/lib/net/outbound-error';
import { checkOutboundUrl, parseOutboundUrl, resolvePublic } from '@/lib/net/outbound-url';

// env() is read lazily (for OUTBOUND_URL_ALLOWLIST): the first call, in a test below, sees these.
process.env.SESSION_SECRET ??= 'unit-tests-secret-0123456789abcdef0123';
process.env.OUTBOUND_URL_ALLOWLIST = 'http://127.0.0.1:4010, https://10.9.8.7';

const refusal = (fn: () => unknown): Refusal | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof OutboundRefused) return e.reason;
    throw e;
  }
};

describe('parseOutboundUrl: literal hosts', () => {
  // Every spelling WHATWG URL normalises to a forbidden address, and the ranges one by one.
  it.each([
    'https://127.0.0.1/',
    'https://127.1/',
    'https://2130706433/',
    'https://0x7f000001/',
    'https://0177.0.0.1/',
    'https://127.0.0.1.:8443/',
    'https://%31%32%37.0.0.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[0:0:0:0:0:ffff:127.0.0.1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[fd00:ec2::254]/',
    'https://10.1.2.3/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://0/',
    'https://192.0.0.8/',
    'https://198.18.0.1/',
    'https://224.0.0.1/',
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://[ff02::1]/',
    'https://[2001:db8::1]/',
    'https://[64:ff9b::a9fe:a9fe]/',
    'https://[64:ff9b::127.0.0.1]/',
    'https://[2002:7f00:1::]/',
    'https://[2002:a00:1::1]/',
    'https://[::127.0.0.1]/',
    'https://[::ffff:169.254.169.254]/',
  ])('refuses %s', (url) => {
    expect(refusal(() => parseOutboundUrl(url))).toBe('address');
  });

  it.each([
    'https://93.184.216.34/',
    'https://[2606:4700::1111]/',
    'https://1.1.1.1:8443/x',
    'https://172.32.0.1/',
    'https://[::ffff:93.184.216.34]/',
    'https://[64:ff9b::5db8:d822]/',
    'https://[2002:5db8:d822::1]/',
  ])('allows the public %s', (url) => {
    expect(refusal(() => parseOutboundUrl(url))).toBeNull();
  });
});

describe('parseOutboundUrl: scheme, credentials and names', () => {
  it.each([
    ['http://api.everee.example/', 'scheme'],
    ['ftp://api.everee.example/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://api.everee.example/', 'scheme'],
    ['https://user:pass@api.everee.example/', 'credentials'],
    ['https://token@api.everee.example/', 'credentials'],
    ['not a url', 'invalid'],
    ['https://localhost/', 'address'],
    ['https://LOCALHOST./', 'address'],
    ['https://a.localhost/', 'address'],
    ['https://printer.local/', 'address'],
    ['https://metadata.google.internal/', 'address'],
    ['https://box.localdomain/', 'address'],
    ['https://nas.home.arpa/', 'address'],
    ['https://intranet/', 'address'],
  ] as const)('refuses %s (%s)', (url, reason) => {
    expect(refusal(() => parseOutboundUrl(url))).toBe(reason);
  });

  it('allows a public name over https', () => {
    expect(parseOutboundUrl('https://api-prod.everee.com/v2').href).toBe('https://api-prod.everee.com/v2');
  });

  it('exempts allowlisted origins from the scheme and address rules, not from the credential rule', () => {
    expect(refusal(() => parseOutboundUrl('http://127.0.0.1:4010/push'))).toBeNull();
    expect(refusal(() => parseOutboundUrl('https://10.9.8.7/api'))).toBeNull();
    expect(refusal(() => parseOutboundUrl('http://127.0.0.1:4011/push'))).toBe('scheme');
    expect(refusal(() => parseOutboundUrl('https://127.0.0.1:4010/'))).toBe('address');
    expect(refusal(() => parseOutboundUrl('http://u:p@127.0.0.1:4010/'))).toBe('credentials');
  });
});

describe('isForbiddenAddress', () => {
  it('fails closed on anything that is not an IP address', () => {
    expect(isForbiddenAddress('example.com')).toBe(true);
    expect(isForbiddenAddress('')).toBe(true);
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
  });
});

describe('DNS checks', () => {
  const answer =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is forbidden', async () => {
    await expect(resolvePublic('mixed.example', answer('93.184.216.34', '10.0.0.5'))).rejects.toBeInstanceOf(OutboundRefused);
    await expect(resolvePublic('six.example', answer('2606:4700::1111', '::1'))).rejects.toBeInstanceOf(OutboundRefused);
    await expect(resolvePublic('fine.example', answer('93.184.216.34', '2606:4700::1111'))).resolves.toHaveLength(2);
  });

  it('resolves localhost through the system resolver (/etc/hosts) to loopback, and refuses it', async () => {
    await expect(resolvePublic('localhost')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('at save time refuses a name pointing inside, and accepts one DNS cannot answer now', async () => {
    await expect(checkOutboundUrl('https://rebind.example/', answer('169.254.169.254'))).rejects.toBeInstanceOf(OutboundRefused);
    const down = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(checkOutboundUrl('https://api-prod.everee.com/', down)).resolves.toBeInstanceOf(URL);
  });
});
