'use client';
import { useState, type Key, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './dialog';
import { Empty } from './load-states';

/** The question a removal asks first, about the row it removes. */
export type RemoveConfirm = { title: string; description: string; confirmLabel: string; cancelLabel: string };

/**
 * A bordered list of rows, each with its own Remove button (visible `removeText`, an accessible name naming the
 * row) that asks for confirmation first: a person's client blocks, exclusions and availability windows.
 * `children` renders a row's content; `onRemove` removes it (with its toast and reload), and the question closes
 * once that settles. No rows: the `empty` sentence.
 */
export function RemovableList<T>({
  items,
  itemKey,
  empty,
  label,
  testId,
  align = 'center',
  busy,
  removeText,
  removeLabel,
  confirm,
  onRemove,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  empty: string;
  /** The list's accessible name, where the heading above does not give it one. */
  label?: string;
  testId?: string;
  /** Rows of several lines keep the button at the top (`start`). */
  align?: 'start' | 'center';
  busy: boolean;
  removeText: string;
  removeLabel: (item: T) => string;
  confirm: (item: T | null) => RemoveConfirm;
  onRemove: (item: T) => Promise<unknown>;
  children: (item: T) => ReactNode;
}) {
  const [doomed, setDoomed] = useState<{ item: T } | null>(null);
  const question = confirm(doomed?.item ?? null);

  async function remove() {
    if (!doomed) return;
    await onRemove(doomed.item);
    setDoomed(null);
  }

  return (
    <>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={label} data-testid={testId}>
          {items.map((item) => (
            <li
              key={itemKey(item)}
              className={`flex flex-wrap justify-between gap-2 px-4 py-3 text-sm ${align === 'start' ? 'items-start' : 'items-center'}`}
            >
              {children(item)}
              <Button variant="ghost" size="sm" aria-label={removeLabel(item)} onClick={() => setDoomed({ item })}>
                {removeText}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        busy={busy}
        title={question.title}
        description={question.description}
        confirmLabel={question.confirmLabel}
        cancelLabel={question.cancelLabel}
        onConfirm={() => void remove()}
      />
    </>
  );
}
