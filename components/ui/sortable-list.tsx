'use client';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { moveItem, reorderStep } from '@/lib/statuses/reorder';

type Focus = 'up' | 'down' | 'row' | 'handle';

export type SortableListProps<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** The new order after the user moved the row at `from` to `to` (by dragging, a move button or Alt+Arrow); the caller saves or keeps it. */
  onReorder: (next: T[], from: number, to: number) => void;
  /** A row's content, between its drag handle and its move buttons. */
  children: (item: T, index: number) => ReactNode;
  /** Buttons after the move buttons (edit, remove…). */
  actions?: (item: T, index: number) => ReactNode;
  /** While a change is saved: the handles and move buttons stay in place but do nothing. */
  disabled?: boolean;
  /** For people who may not reorder: no handle, no move buttons, no hint. */
  readOnly?: boolean;
  className?: string;
};

/**
 * The one reorderable list (dnd-kit): drag a row by its handle with a mouse or a finger (a short press
 * first, so the page still scrolls), or pick it up from the keyboard (Space, arrows, Space); the ↑/↓
 * buttons and Alt+Arrow on a focused row do the same for anyone who cannot drag. Every move is announced.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onReorder,
  children,
  actions,
  disabled,
  readOnly,
  className,
}: SortableListProps<T>) {
  const t = useTranslations('common.sortable');
  const hintId = useId();
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const at = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameAt = (id: UniqueIdentifier) => {
    const item = items[at(id)];
    return item === undefined ? '' : nameOf(item);
  };
  const total = items.length;

  function move(from: number, to: number, focus: Focus) {
    if (disabled || readOnly || to < 0 || to >= total || from === to) return;
    const moved = items[from];
    if (moved === undefined) return;
    setAnnouncement(t('moved', { name: nameOf(moved), position: to + 1, total }));
    onReorder(moveItem(items, from, to), from, to);
    // Keep the focus on what was moved, so a keyboard user can keep moving it.
    requestAnimationFrame(() => {
      const row = document.getElementById(`${listId}-${idOf(moved)}`);
      const target = focus === 'row' ? null : row?.querySelector<HTMLElement>(`[data-move="${focus}"]:not(:disabled)`);
      (target ?? row)?.focus();
    });
  }

  // dnd-kit reports the row over its own place right after the pick-up; saying so would cut off "Picked up".
  const justPicked = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPicked.current = true;
      return t('pickedUp', { name: nameAt(active.id), position: at(active.id) + 1, total });
    },
    onDragOver: ({ active, over }) => {
      const skip = justPicked.current && over?.id === active.id;
      justPicked.current = false;
      return over && !skip ? t('over', { name: nameAt(active.id), position: at(over.id) + 1, total }) : undefined;
    },
    onDragEnd: ({ active, over }) => t('moved', { name: nameAt(active.id), position: (over ? at(over.id) : at(active.id)) + 1, total }),
    onDragCancel: ({ active }) => t('cancelled', { name: nameAt(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(at(active.id), at(over.id), 'handle');
  };

  return (
    <>
      {readOnly ? null : (
        <p id={hintId} className="text-xs text-slate-600">
          {t('hint')}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled || readOnly}>
          <ol className={cn('space-y-1.5', className)}>
            {items.map((item, i) => (
              <SortableRow
                key={idOf(item)}
                id={idOf(item)}
                domId={`${listId}-${idOf(item)}`}
                name={nameOf(item)}
                index={i}
                total={total}
                hintId={hintId}
                disabled={disabled}
                readOnly={readOnly}
                onMove={move}
                actions={actions?.(item, i)}
              >
                {children(item, i)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function SortableRow({
  id,
  domId,
  name,
  index,
  total,
  hintId,
  disabled,
  readOnly,
  onMove,
  actions,
  children,
}: {
  id: string;
  domId: string;
  name: string;
  index: number;
  total: number;
  hintId: string;
  disabled?: boolean;
  readOnly?: boolean;
  onMove: (from: number, to: number, focus: Focus) => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('common.sortable');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: disabled || readOnly,
  });
  const onKeyDown = (e: KeyboardEvent) => {
    const step = reorderStep(e);
    // Only the row itself: Alt+Arrow inside an input of the row stays the input's.
    if (!step || disabled || readOnly || e.target !== e.currentTarget) return;
    e.preventDefault();
    onMove(index, index + step, 'row');
  };
  return (
    <li
      ref={setNodeRef}
      id={domId}
      tabIndex={readOnly ? -1 : 0}
      aria-describedby={readOnly ? undefined : hintId}
      onKeyDown={onKeyDown}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/40',
        isDragging && 'z-10 border-brand shadow-lg',
      )}
    >
      {readOnly ? null : (
        // The handle alone starts a drag: rows hold inputs whose text must stay selectable.
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          data-move="handle"
          aria-label={t('dragHandle', { name })}
          disabled={disabled}
          className="mt-0.5 cursor-grab touch-none select-none rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          <span aria-hidden>⋮⋮</span>
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
      {readOnly && !actions ? null : (
        <span className="flex flex-wrap gap-1">
          {readOnly ? null : (
            <>
              <Button
                size="sm"
                variant="ghost"
                data-move="up"
                disabled={disabled || index === 0}
                aria-label={t('moveUp', { name })}
                onClick={() => onMove(index, index - 1, 'up')}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                data-move="down"
                disabled={disabled || index === total - 1}
                aria-label={t('moveDown', { name })}
                onClick={() => onMove(index, index + 1, 'down')}
              >
                ↓
              </Button>
            </>
          )}
          {actions}
        </span>
      )}
    </li>
  );
}
