import StarterKit from '@tiptap/starter-kit';

/**
 * The formats an article may hold, which are the ones the server's sanitize-html allow-list keeps
 * (ARTICLE_TAGS): a rule or an H1 the server would drop is not offered, so the preview matches what
 * was typed. Links keep TipTap's defaults (new tab, rel noopener noreferrer nofollow), as the server
 * writes them anyway.
 */
export const ARTICLE_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
  }),
];
