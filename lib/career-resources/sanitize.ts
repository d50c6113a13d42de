import sanitizeHtml from 'sanitize-html';
import { safeHref } from './links';

export { safeHref };

/**
 * The one HTML sanitiser of career-resource articles, run when an article is written and again every
 * time one is read for display, so a row that reached the database some other way is still safe.
 * Pure (no server imports) so it is unit-tested directly against real XSS payloads.
 */

export const ARTICLE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'];
export const LINK_REL = 'noopener noreferrer nofollow';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Elements whose content is never readable text: dropped with everything inside them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'xmp',
    'template',
    'title',
    'svg',
    'math',
    'object',
  ],
  disallowedTagsMode: 'discard',
  nestingLimit: 40,
  transformTags: {
    // Every kept link opens in a new tab and tells nothing about the portal; a link with a refused
    // href becomes a span, which the allowlist then unwraps, so its text survives without the link.
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return href ? { tagName: 'a', attribs: { href, rel: LINK_REL, target: '_blank' } } : { tagName: 'span', attribs: {} };
    },
  },
};

/** Article HTML reduced to the allowlist above. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of some HTML (tags dropped, entities left encoded): used to refuse empty articles. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
