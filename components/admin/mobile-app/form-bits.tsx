'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';

/** The frame every mobile-app form shares: submit, save and discard buttons, and the unsaved warning. */
export function FormFrame({
  label,
  dirty,
  valid = true,
  busy,
  onSave,
  onReset,
  children,
}: {
  label: string;
  dirty: boolean;
  valid?: boolean;
  busy: boolean;
  onSave: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('mobileApp');
  useUnsavedWarning(dirty);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && valid && !busy) onSave();
  };
  return (
    <form onSubmit={submit} aria-label={label} className="max-w-2xl space-y-5">
      {children}
      <div className="flex gap-2">
        <Button type="submit" loading={busy} disabled={!dirty || !valid}>
          {t('actions.save')}
        </Button>
        <Button type="button" variant="outline" disabled={!dirty || busy} onClick={onReset}>
          {t('actions.reset')}
        </Button>
      </div>
    </form>
  );
}

/** Up and down buttons for one row of an ordered list; names the row for screen readers. */
export function MoveButtons({
  index,
  count,
  name,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
}) {
  const t = useTranslations('mobileApp');
  return (
    <span className="flex gap-1">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={index === 0}
        aria-label={t('actions.moveUp', { name })}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        aria-label={t('actions.moveDown', { name })}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </Button>
    </span>
  );
}

/** A copy of the list with one item moved; out-of-range moves leave it as it is. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** Plain equality for the small JSON values these forms edit (dirty checks). */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
