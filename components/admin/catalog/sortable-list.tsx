'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useDragReorder } from '@/components/statuses/use-drag-reorder';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { moveItem, reorderStep } from '@/lib/statuses/reorder';

/**
 * A list people can reorder by dragging, with the ↑/↓ buttons, or with Alt+Arrow keys on a focused
 * row; every move is announced. `onReorder` gets the new order (the caller saves it or keeps it).
 */
export function SortableList<T>({ items, idOf, nameOf, onReorder, children, disabled }: {
  items: readonly T[]; idOf: (item: T) => string; nameOf: (item: T) => string; onReorder: (next: T[]) => void;
  children: (item: T, index: number) => ReactNode; disabled?: boolean;
}) {
  const t = useTranslations('catalog.sortable');
  const hintId = useId();
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number, focus: 'up' | 'down' | 'row') {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    const moved = items[from];
    setAnnouncement(t('moved', { name: nameOf(moved), position: to + 1, total: items.length }));
    onReorder(moveItem(items, from, to));
    // Keep focus on what was moved, so a keyboard user can keep moving it.
    requestAnimationFrame(() => {
      const row = document.getElementById(`${listId}-${idOf(moved)}`);
      const button = focus === 'row' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not(:disabled)`);
      (button ?? row)?.focus();
    });
  }
  const { rowProps, dragging, over } = useDragReorder((from, to) => move(from, to, 'row'));
  // Only the handle starts a drag (rows hold inputs, whose text must stay selectable); the whole row is the drop target and drag image.
  const dragProps = (i: number) => {
    const { draggable, onDragStart, onDragEnd, onDragOver, onDrop } = rowProps(i);
    return {
      handle: { draggable, onDragEnd, onDragStart: (e: DragEvent) => {
        onDragStart(e);
        const row = (e.currentTarget as HTMLElement).closest('li');
        if (row) e.dataTransfer.setDragImage(row, 16, 16);
      } },
      row: { onDragOver, onDrop },
    };
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    const step = reorderStep(e);
    if (!step || e.target !== e.currentTarget) return;
    e.preventDefault();
    move(index, index + step, 'row');
  };

  return (
    <>
      <p id={hintId} className="text-xs text-slate-600">{t('hint')}</p>
      <p aria-live="polite" className="sr-only">{announcement}</p>
      <ol className="space-y-1.5">
        {items.map((item, i) => (
          <li key={idOf(item)} id={`${listId}-${idOf(item)}`} tabIndex={0} aria-describedby={hintId} onKeyDown={onKeyDown(i)} {...(disabled ? {} : dragProps(i).row)}
            className={cn('flex flex-wrap items-start gap-2 rounded-md border bg-white px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/40',
              over === i && dragging !== i ? 'border-brand' : 'border-slate-200', dragging === i && 'opacity-50')}>
            <span aria-hidden className="mt-1 cursor-grab select-none px-1 text-slate-500" {...(disabled ? {} : dragProps(i).handle)}>⋮⋮</span>
            <div className="min-w-0 flex-1">{children(item, i)}</div>
            <span className="flex gap-1">
              <Button size="sm" variant="ghost" data-move="up" disabled={disabled || i === 0} aria-label={t('moveUp', { name: nameOf(item) })} onClick={() => move(i, i - 1, 'up')}>↑</Button>
              <Button size="sm" variant="ghost" data-move="down" disabled={disabled || i === items.length - 1} aria-label={t('moveDown', { name: nameOf(item) })} onClick={() => move(i, i + 1, 'down')}>↓</Button>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
