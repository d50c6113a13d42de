import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { jsonParts } from '@/lib/settings/schema';

const ancestors = (csp: string) => /frame-ancestors ([^;]+)/.exec(csp)?.[1];

describe('frame-ancestors', () => {
  it('refuses framing of every page outside /iframes, whatever origins a tenant lists', () => {
    expect(
      ancestors(contentSecurityPolicy({ nonce: 'n', pathname: '/timesheets', dev: false, frameOrigins: ['https://acme.example'] })),
    ).toBe("'none'");
  });
  it('lets any https site embed /iframes pages when the tenant lists none', () => {
    expect(ancestors(contentSecurityPolicy({ nonce: 'n', pathname: '/iframes/placements/acme', dev: false }))).toBe("'self' https:");
    expect(ancestors(contentSecurityPolicy({ nonce: 'n', pathname: '/iframes/placements/acme', dev: false, frameOrigins: [] }))).toBe(
      "'self' https:",
    );
  });
  it('lets only the listed sites embed them when the tenant lists some', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      pathname: '/iframes/placements/acme',
      dev: false,
      frameOrigins: ['https://acme.example', 'https://jobs.acme.example:8443'],
    });
    expect(ancestors(csp)).toBe("'self' https://acme.example https://jobs.acme.example:8443");
  });
  it('keeps the signed-in support page unframeable, while letting it frame only the tenant helpdesk', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      pathname: '/iframes/support-center',
      dev: false,
      frameSrc: ['https://help.acme.example'],
    });
    expect(ancestors(csp)).toBe("'none'");
    expect(/frame-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' https://help.acme.example");
    expect(contentSecurityPolicy({ nonce: 'n', pathname: '/timesheets', dev: false })).not.toContain('frame-src');
  });
});

describe('placements.iframe_origins setting', () => {
  const parse = (origins: unknown) => jsonParts.placements.safeParse({ iframe_origins: origins });
  it('takes https origins, lower-cased', () => {
    const r = parse(['https://WWW.Acme.example', 'https://acme.example:8443']);
    expect(r.success && r.data.iframe_origins).toEqual(['https://www.acme.example', 'https://acme.example:8443']);
  });
  it('refuses anything that could widen or break the policy', () => {
    for (const bad of [
      'http://acme.example',
      'https://acme.example/path',
      "https://a.example; script-src 'unsafe-inline'",
      '*',
      'https://*.example',
      'https://a.example https://b.example',
    ]) {
      expect(parse([bad]).success, bad).toBe(false);
    }
    expect(parse(Array.from({ length: 21 }, (_, i) => `https://s${i}.example`)).success).toBe(false);
  });
});
