'use client';
import { useTranslations } from 'next-intl';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { reorderStep } from '@/lib/statuses/reorder';
import type { CreateStatusInput } from '@/lib/statuses/schema';
import type { StatusOption } from '@/lib/statuses/types';
import { StatusOptionForm } from './status-option-form';

type DragProps = { draggable: boolean; onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void };

/** One active option: drag handle, name and colour, default badge, and its actions. */
export function StatusOptionRow({ option, index, total, drag, dropTarget, dragged, hintId, canEdit, onMove, onSave, onDefault, onArchive }: {
  option: StatusOption; index: number; total: number; drag: DragProps; dropTarget: boolean; dragged: boolean; hintId: string; canEdit: boolean;
  onMove: (from: number, to: number, focus: 'up' | 'down' | 'row') => void; onSave: (values: CreateStatusInput) => Promise<boolean>;
  onDefault: () => void; onArchive: () => void;
}) {
  const t = useTranslations('statuses');
  const [editing, setEditing] = useState(false);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = reorderStep(e);
    if (!step || !canEdit) return;
    e.preventDefault();
    onMove(index, index + step, 'row');
  };
  if (editing) {
    return (
      <li className="rounded-md border border-brand/40 bg-white px-3 py-2">
        <StatusOptionForm compact initial={option} submitLabel={t('save')} onCancel={() => setEditing(false)}
          onSubmit={async (v) => { const ok = await onSave(v); if (ok) setEditing(false); return ok; }} />
      </li>
    );
  }
  return (
    <li id={`status-row-${option._id}`} tabIndex={canEdit ? 0 : -1} aria-describedby={canEdit ? hintId : undefined} onKeyDown={onKeyDown} {...(canEdit ? drag : {})}
      className={cn('flex flex-wrap items-center gap-2 rounded-md border bg-white px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand/40',
        dropTarget ? 'border-brand' : 'border-slate-200', dragged && 'opacity-50')}>
      {canEdit ? <span aria-hidden className="cursor-grab select-none text-slate-500" title={t('dragHandle', { name: option.name })}>⋮⋮</span> : null}
      <span aria-hidden className="h-3 w-3 rounded-full border border-slate-300" style={{ backgroundColor: option.color ?? 'transparent' }} />
      <span className="font-medium text-slate-900">{option.name}</span>
      {option.is_default ? <Badge tone="info">{t('default')}</Badge> : null}
      {canEdit ? (
        <span className="ms-auto flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" data-move="up" disabled={index === 0} aria-label={t('moveUp', { name: option.name })} onClick={() => onMove(index, index - 1, 'up')}>↑</Button>
          <Button size="sm" variant="ghost" data-move="down" disabled={index === total - 1} aria-label={t('moveDown', { name: option.name })} onClick={() => onMove(index, index + 1, 'down')}>↓</Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>{t('edit')}</Button>
          {option.is_default ? null : <Button size="sm" variant="outline" onClick={onDefault}>{t('makeDefault')}</Button>}
          {option.is_default ? null : <Button size="sm" variant="ghost" onClick={onArchive}>{t('archive')}</Button>}
        </span>
      ) : null}
    </li>
  );
}
