'use client';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDragReorder } from '@/components/statuses/use-drag-reorder';
import { cn } from '@/lib/cn';
import { moveItem, reorderStep } from '@/lib/statuses/reorder';

export type PickerOption = { key: string; label: string };
export type PickerLabels = {
  legend: string;
  available: string;
  chosen: string;
  hint: string;
  empty: string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  moved: (name: string, position: number, total: number) => string;
};

/**
 * Pick some of `options` and put them in order: a checkbox per option, then the chosen ones as a list
 * reordered by drag and drop, the arrow buttons or Alt+Arrow keys (announced to screen readers).
 * Used for report fields and for the Paychex file's columns.
 */
export function OrderedPicker({ options, chosen, onChange, labels, error }: {
  options: readonly PickerOption[]; chosen: readonly string[]; onChange: (next: string[]) => void; labels: PickerLabels; error?: string | null;
}) {
  const hintId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (key: string) => options.find((o) => o.key === key)?.label ?? key;
  const toggle = (key: string, on: boolean) => onChange(on ? [...chosen, key] : chosen.filter((k) => k !== key));
  const move = (from: number, to: number, focus: 'up' | 'down' | 'row') => {
    if (to < 0 || to >= chosen.length || from === to) return;
    const key = chosen[from];
    onChange(moveItem(chosen, from, to));
    setAnnouncement(labels.moved(labelOf(key), to + 1, chosen.length));
    // Keep the keyboard where it was: on the moved row, or the same button of it.
    requestAnimationFrame(() => {
      const row = document.getElementById(`${hintId}-${key}`);
      const button = focus === 'row' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not(:disabled)`);
      (button ?? row)?.focus();
    });
  };
  const { rowProps, dragging, over } = useDragReorder((from, to) => move(from, to, 'row'));
  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    const step = reorderStep(e);
    if (!step) return;
    e.preventDefault();
    move(index, index + step, 'row');
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{labels.legend}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{labels.available}</p>
          <div className="grid max-h-80 gap-1.5 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-2">
            {options.map((o) => (
              <label key={o.key} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="h-4 w-4 accent-brand" checked={chosen.includes(o.key)} onChange={(e) => toggle(o.key, e.target.checked)} />
                {o.label}
              </label>
            ))}
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{labels.chosen}</p>
          <p id={hintId} className="mb-2 text-xs text-slate-600">{labels.hint}</p>
          <p aria-live="polite" className="sr-only">{announcement}</p>
          {chosen.length ? (
            <ol className="max-h-80 space-y-1 overflow-y-auto">
              {chosen.map((key, i) => (
                <li key={key} id={`${hintId}-${key}`} tabIndex={0} aria-describedby={hintId} onKeyDown={onKeyDown(i)} {...rowProps(i)}
                  className={cn('flex items-center gap-2 rounded-md border bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-brand/40',
                    over === i && dragging !== i ? 'border-brand' : 'border-slate-200', dragging === i && 'opacity-50')}>
                  <span aria-hidden className="cursor-grab select-none text-slate-500">⋮⋮</span>
                  <span className="w-6 text-end text-xs text-slate-600">{i + 1}.</span>
                  <span className="flex-1 text-slate-900">{labelOf(key)}</span>
                  <Button type="button" size="sm" variant="ghost" data-move="up" disabled={i === 0} aria-label={labels.moveUp(labelOf(key))} onClick={() => move(i, i - 1, 'up')}>↑</Button>
                  <Button type="button" size="sm" variant="ghost" data-move="down" disabled={i === chosen.length - 1} aria-label={labels.moveDown(labelOf(key))} onClick={() => move(i, i + 1, 'down')}>↓</Button>
                </li>
              ))}
            </ol>
          ) : <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">{labels.empty}</p>}
        </div>
      </div>
      {error ? <p id={errorId} role="alert" className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
