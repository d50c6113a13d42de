'use client';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { ARTICLE_EXTENSIONS } from './article-extensions';
import { ARTICLE_CLASSES } from './article-styles';
import { EditorToolbar, type Tool } from './editor-toolbar';
import { LinkField } from './link-field';

/**
 * The article editor on TipTap: a toolbar of the formats the server keeps (bold, italic, H2, H3, lists,
 * links, clear) over a ProseMirror document, with its own undo history. Whatever is typed or pasted,
 * the server sanitises it on save and in the preview, so this only has to be convenient, not safe.
 */
export function RichTextEditor({
  id,
  initialHtml,
  labelId,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  initialHtml: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  onChange: (html: string) => void;
}) {
  const t = useTranslations('careerResources.editor');
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: initialHtml,
    // Rendered in the browser only: the server has no document to measure.
    immediatelyRender: false,
    // Without dependencies the editor lives as long as the component; changed props (aria-invalid after a
    // failed save) reach it through setOptions, so typed text is never lost.
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: cn('min-h-64 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/30', ARTICLE_CLASSES),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // Toolbar buttons show what the caret is in (aria-pressed), as word processors do.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const tools: Tool[] = [
    { label: t('bold'), text: 'B', pressed: active?.bold, run: () => chain()?.toggleBold().run() },
    { label: t('italic'), text: 'I', pressed: active?.italic, run: () => chain()?.toggleItalic().run() },
    { label: t('h2'), text: 'H2', pressed: active?.h2, run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { label: t('h3'), text: 'H3', pressed: active?.h3, run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { label: t('bullets'), text: '•', pressed: active?.bullets, run: () => chain()?.toggleBulletList().run() },
    { label: t('numbers'), text: '1.', pressed: active?.numbers, run: () => chain()?.toggleOrderedList().run() },
    { label: t('link'), text: t('linkShort'), run: () => setLinking(true) },
    { label: t('clear'), text: t('clearShort'), run: () => chain()?.unsetAllMarks().clearNodes().run() },
  ];

  // The editor keeps its selection while the link field has the focus: a selection becomes the link's
  // text, an empty one gets the address itself as text.
  function link(href: string) {
    if (!editor) return;
    if (editor.state.selection.empty)
      chain()
        ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain()?.extendMarkRange('link').setLink({ href }).run();
  }

  return (
    <div className={cn('rounded-md border bg-white', invalid ? 'border-red-600' : 'border-slate-300')}>
      <EditorToolbar label={t('toolbar')} controls={id} tools={tools} />
      {linking ? (
        <LinkField
          onCancel={() => {
            setLinking(false);
            chain()?.run();
          }}
          onApply={(href) => {
            link(href);
            setLinking(false);
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
