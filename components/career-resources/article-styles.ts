/**
 * How article HTML looks in the editor and its preview (no typography plugin: the allowlist is small,
 * so each allowed element gets its few classes here).
 */
export const ARTICLE_CLASSES = [
  'text-sm text-slate-900',
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-3 [&_blockquote]:text-slate-700',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_code]:font-mono',
  '[&_a]:text-sky-800 [&_a]:underline',
].join(' ');
