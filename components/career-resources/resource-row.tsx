'use client';
import { useTranslations } from 'next-intl';
import type { DragEvent, KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CareerResourceRow } from '@/lib/career-resources/types';
import { reorderStep } from '@/lib/statuses/reorder';

type DragProps = { draggable: boolean; onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void };
export type RowActions = {
  busy: boolean;
  edit: (id: string) => void;
  publish: (row: CareerResourceRow, on: boolean) => void;
  remove: (row: CareerResourceRow) => void;
};

/** One resource: drag handle, kind, title and summary, a publish switch, and its actions. */
export function ResourceRow({ row, index, total, hintId, drag, dropTarget, dragged, actions, onMove }: {
  row: CareerResourceRow; index: number; total: number; hintId: string; drag: DragProps; dropTarget: boolean; dragged: boolean;
  actions: RowActions; onMove: (from: number, to: number, focus: 'up' | 'down' | 'row') => void;
}) {
  const t = useTranslations('careerResources');
  const onKeyDown = (e: KeyboardEvent) => {
    const step = reorderStep(e);
    if (!step || e.target !== e.currentTarget) return;
    e.preventDefault();
    onMove(index, index + step, 'row');
  };
  return (
    <li id={`resource-row-${row._id}`} tabIndex={0} aria-describedby={hintId} onKeyDown={onKeyDown} {...drag} data-testid="resource-row"
      className={cn('flex flex-wrap items-center gap-3 rounded-md border bg-white px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/40',
        dropTarget ? 'border-brand' : 'border-slate-200', dragged && 'opacity-50')}>
      <span aria-hidden className="cursor-grab select-none text-slate-500" title={t('dragHandle')}>⋮⋮</span>
      <Badge tone={row.kind === 'article' ? 'info' : 'neutral'}>{t(`kinds.${row.kind}`)}</Badge>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{row.title}</p>
        {row.summary || row.url ? <p className="truncate text-sm text-slate-700">{row.summary ?? row.url}</p> : null}
      </div>
      <button type="button" role="switch" aria-checked={row.published} disabled={actions.busy}
        aria-label={t('publishToggle', { title: row.title })} onClick={() => actions.publish(row, !row.published)}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 disabled:opacity-60">
        <span aria-hidden className={cn('relative h-5 w-9 rounded-full transition', row.published ? 'bg-emerald-600' : 'bg-slate-300')}>
          <span className={cn('absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all', row.published ? 'start-4' : 'start-0.5')} />
        </span>
        {row.published ? t('states.published') : t('states.draft')}
      </button>
      <span className="flex flex-wrap gap-1">
        <Button size="sm" variant="ghost" data-move="up" disabled={index === 0} aria-label={t('moveUp', { title: row.title })} onClick={() => onMove(index, index - 1, 'up')}>↑</Button>
        <Button size="sm" variant="ghost" data-move="down" disabled={index === total - 1} aria-label={t('moveDown', { title: row.title })} onClick={() => onMove(index, index + 1, 'down')}>↓</Button>
        <Button size="sm" variant="outline" aria-label={t('editLabel', { title: row.title })} onClick={() => actions.edit(row._id)}>{t('edit')}</Button>
        <Button size="sm" variant="ghost" aria-label={t('deleteLabel', { title: row.title })} onClick={() => actions.remove(row)}>{t('delete')}</Button>
      </span>
    </li>
  );
}
