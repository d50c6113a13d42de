import { describe, expect, it } from 'vitest';
import { LINK_REL, safeHref, sanitizeArticleHtml, textOf } from '@/lib/career-resources/sanitize';

const clean = sanitizeArticleHtml;

describe('career resource sanitiser: what it keeps', () => {
  it('keeps the allowlisted formatting as it is', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u> <s>g</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre>';
    expect(clean(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u> <s>g</s><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre>',
    );
  });

  it('keeps http, https and mailto links and forces rel and target on them', () => {
    for (const href of ['https://example.com/jobs', 'http://example.com/', 'mailto:jobs@example.com']) {
      expect(clean(`<a href="${href}" target="_self" rel="opener" title="t" class="c">go</a>`)).toBe(
        `<a href="${href}" rel="${LINK_REL}" target="_blank">go</a>`,
      );
    }
  });

  it('unwraps tags outside the allowlist but keeps their text', () => {
    expect(clean('<div><span class="x">Hello</span> <h1>World</h1> <table><tr><td>cell</td></tr></table></div>')).toBe('Hello World cell');
  });
});

describe('career resource sanitiser: XSS payloads', () => {
  const payloads: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.test/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" onmouseover=alert(1)>hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href="java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href=" &#14; javascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="//evil.test/">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<p style="background:url(javascript:alert(1))">styled</p>', '<p>styled</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<iframe srcdoc="<script>alert(1)</script>">inside</iframe>', ''],
    ['<svg onload=alert(1)><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<svg><a xlink:href="javascript:alert(1)"><text>click</text></a></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<object data="javascript:alert(1)"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.test"><input name="x"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/">', ''],
    ['<!--<img src=x onerror=alert(1)>--><p>ok</p>', '<p>ok</p>'],
    ['<p>1 < 2 & "quotes"</p>', '<p>1 &lt; 2 &amp; "quotes"</p>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ];
  for (const [input, expected] of payloads) {
    it(`neutralises ${input}`, () => {
      const out = clean(input);
      expect(out).toBe(expected);
      expect(out).not.toMatch(/<(script|style|iframe|svg|img|object|embed|form|input|meta|base|math)\b/i);
      expect(out).not.toMatch(/\son\w+\s*=/i);
      expect(out).not.toMatch(/javascript:/i);
    });
  }

  it('is idempotent: sanitising its own output changes nothing', () => {
    for (const [input] of payloads) expect(clean(clean(input))).toBe(clean(input));
  });
});

describe('safeHref and textOf', () => {
  it('accepts only absolute http, https and mailto URLs', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref(' mailto:a@b.test ')).toBe('mailto:a@b.test');
    for (const bad of [undefined, '', 'javascript:alert(1)', 'ftp://x.test', 'example.com', '/x', '//x.test', 'data:,x'])
      expect(safeHref(bad)).toBeNull();
  });

  it('finds the visible text of an article, ignoring markup and script', () => {
    expect(textOf('<p><br></p><script>alert(1)</script>')).toBe('');
    expect(textOf('<p>&nbsp;</p>')).toBe('');
    expect(textOf('<h2>Hi</h2>')).toBe('Hi');
  });
});
