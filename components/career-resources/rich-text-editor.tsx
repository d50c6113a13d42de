'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ARTICLE_CLASSES } from './article-styles';
import { LinkField } from './link-field';
import { useEditorCommands } from './use-editor-commands';

/**
 * A small rich-text editor without a library: a contentEditable region and a toolbar of the formats
 * the server keeps (bold, italic, H2, H3, lists, links, clear). Whatever is typed or pasted, the server
 * sanitises it on save and in the preview, so this only has to be convenient, not safe.
 */
export function RichTextEditor({ id, initialHtml, labelId, describedBy, invalid, onChange }: {
  id: string; initialHtml: string; labelId: string; describedBy?: string; invalid: boolean; onChange: (html: string) => void;
}) {
  const t = useTranslations('careerResources.editor');
  const ref = useRef<HTMLDivElement>(null);
  const [linking, setLinking] = useState(false);
  const cmd = useEditorCommands(ref, onChange);

  // The DOM owns the content while typing; React writes it once (the editor is keyed per resource), so the caret never jumps.
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const tool = (label: string, text: string, run: () => void, pressed?: boolean) => (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={run}
      className="h-8 min-w-8 rounded px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 aria-pressed:bg-slate-200">
      {text}
    </button>
  );

  return (
    <div className={cn('rounded-md border bg-white', invalid ? 'border-red-600' : 'border-slate-300')}>
      <div role="toolbar" aria-label={t('toolbar')} aria-controls={id} className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1">
        {tool(t('bold'), 'B', () => cmd.exec('bold'), cmd.active.bold)}
        {tool(t('italic'), 'I', () => cmd.exec('italic'), cmd.active.italic)}
        {tool(t('h2'), 'H2', () => cmd.block('h2'), cmd.active.block === 'h2')}
        {tool(t('h3'), 'H3', () => cmd.block('h3'), cmd.active.block === 'h3')}
        {tool(t('bullets'), '•', () => cmd.exec('insertUnorderedList'), cmd.active.bullets)}
        {tool(t('numbers'), '1.', () => cmd.exec('insertOrderedList'), cmd.active.numbers)}
        {tool(t('link'), t('linkShort'), () => { cmd.saveSelection(); setLinking(true); })}
        {tool(t('clear'), t('clearShort'), cmd.clear)}
      </div>
      {linking ? <LinkField onCancel={() => setLinking(false)} onApply={(href) => { cmd.link(href); setLinking(false); }} /> : null}
      <div id={id} ref={ref} role="textbox" aria-multiline="true" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid}
        contentEditable suppressContentEditableWarning onInput={cmd.emit} onBlur={cmd.emit}
        className={cn('min-h-64 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/30', ARTICLE_CLASSES)} />
    </div>
  );
}
