'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';

type Active = { bold: boolean; italic: boolean; bullets: boolean; numbers: boolean; block: string };
const NONE: Active = { bold: false, italic: false, bullets: false, numbers: false, block: '' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The toolbar's commands over a contentEditable element. execCommand is deprecated but still the only
 * built-in way to edit rich text with the browser's own undo stack; the server decides what is kept.
 */
export function useEditorCommands(ref: RefObject<HTMLDivElement | null>, onChange: (html: string) => void) {
  const [active, setActive] = useState<Active>(NONE);
  const saved = useRef<Range | null>(null);
  const inside = (node: Node | null) => Boolean(node && ref.current?.contains(node));
  const emit = () => onChange(ref.current?.innerHTML ?? '');

  // Toolbar buttons show what the caret is in (aria-pressed), as word processors do.
  useEffect(() => {
    const update = () => {
      if (!inside(document.getSelection()?.anchorNode ?? null)) return;
      setActive({
        bold: document.queryCommandState('bold'), italic: document.queryCommandState('italic'),
        bullets: document.queryCommandState('insertUnorderedList'), numbers: document.queryCommandState('insertOrderedList'),
        block: String(document.queryCommandValue('formatBlock')).toLowerCase(),
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  });

  function exec(command: string, value?: string) {
    ref.current?.focus();
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, value);
    emit();
  }

  return {
    active,
    emit,
    exec,
    /** H2 and H3 toggle: applying the block the caret is already in turns it back into a paragraph. */
    block: (tag: 'h2' | 'h3') => exec('formatBlock', String(document.queryCommandValue('formatBlock')).toLowerCase() === tag ? 'p' : tag),
    clear: () => {
      exec('removeFormat');
      exec('unlink');
      exec('formatBlock', 'p');
    },
    /** The link field takes focus, so the selection it applies to is remembered first. */
    saveSelection: () => {
      const sel = document.getSelection();
      saved.current = sel && sel.rangeCount && inside(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    },
    link: (href: string) => {
      ref.current?.focus();
      const sel = document.getSelection();
      if (saved.current && sel) {
        sel.removeAllRanges();
        sel.addRange(saved.current);
      }
      if (!saved.current || saved.current.collapsed) exec('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
      else exec('createLink', href);
    },
  };
}
