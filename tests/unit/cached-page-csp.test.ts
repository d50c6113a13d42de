import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)![1];

// A page served from the whole-page cache cannot carry a per-request nonce: its policy lists the hashes of
// exactly the inline scripts it holds (lib/public-jobs/page-cache.ts).
describe('the script policy of a cached page', () => {
  it('hashes each inline script once, not external files or JSON data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async nonce="x"></script>',
      '<script nonce="x">self.__next_f=self.__next_f||[];</script>',
      '<script>self.__next_f.push([1,"é <b>"])</script>',
      '<script>self.__next_f.push([1,"é <b>"])</script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=self.__next_f||[];'), sha('self.__next_f.push([1,"é <b>"])')]);
  });

  it("allows the site's own files and those hashes, and no nonce or strict-dynamic", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], pathname: '/acme/jobs', dev: false });
    expect(scriptSrc(csp)).toBe("'self' 'sha256-abc='");
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'n1', pathname: '/acme/jobs', dev: false }))).toBe(
      "'self' 'nonce-n1' 'strict-dynamic'",
    );
    expect(scriptSrc(contentSecurityPolicy({ scriptHashes: [], pathname: '/acme/jobs', dev: false }))).toBe("'self'");
  });
});
