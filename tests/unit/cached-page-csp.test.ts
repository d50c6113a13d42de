import { describe, expect, it } from 'vitest';
import { withoutScripts } from '@/lib/public-jobs/static-html';
import { contentSecurityPolicy } from '@/lib/security-headers';

const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)![1];

// The page cache keeps the public job pages without scripts (lib/public-jobs/page-cache.ts), under a policy
// that lets none run.
describe('a public job page as the page cache keeps it', () => {
  it('loses every script and script preload, keeps its JSON-LD, text and styles', () => {
    const html = [
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/a.js" async="" nonce="x"></script></head>',
      '<body><h1>Open jobs</h1><script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script nonce="x">self.__next_f=self.__next_f||[];</script>',
      '<SCRIPT>self.__next_f.push([1,"<b>"])</SCRIPT></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head>' +
        '<body><h1>Open jobs</h1><script type="application/ld+json">{"@type":"JobPosting"}</script></body>',
    );
  });

  it('is served under a policy that runs no script, while a rendered page runs its nonce', () => {
    expect(scriptSrc(contentSecurityPolicy({ pathname: '/acme/jobs', dev: false }))).toBe("'none'");
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'n1', pathname: '/acme/jobs', dev: false }))).toBe(
      "'self' 'nonce-n1' 'strict-dynamic'",
    );
  });
});
