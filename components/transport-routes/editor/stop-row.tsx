'use client';
import { useTranslations } from 'next-intl';
import type { DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { DraftStop } from './draft';

export type Direction = 'up' | 'down';
type DragProps = { draggable: boolean; onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void };

export const controlId = (key: string, dir: Direction) => `${key}-${dir}`;

/**
 * One stop: its name (a location stop may leave it blank to use the location's name) and arrival time,
 * with a drag handle for the mouse and up/down buttons that do the same from the keyboard. Only the
 * handle is draggable, so text in the inputs can still be selected with the mouse.
 */
export function StopRow({ stop, index, total, drag, dropTarget, dragged, errors, onChange, onMove, onRemove }: {
  stop: DraftStop; index: number; total: number; drag: DragProps; dropTarget: boolean; dragged: boolean;
  errors: { label?: string; time?: string; location?: string };
  onChange: (patch: Partial<Pick<DraftStop, 'label' | 'arrives_at'>>) => void; onMove: (to: number, dir: Direction) => void; onRemove: () => void;
}) {
  const t = useTranslations('transportRoutes.stops');
  const n = index + 1;
  const name = stop.label.trim() || stop.location_name || t('unnamed');
  const { draggable, onDragStart, onDragEnd, onDragOver, onDrop } = drag;
  return (
    <li onDragOver={onDragOver} onDrop={onDrop}
      className={cn('flex flex-wrap items-start gap-3 rounded-md border bg-white p-3', dropTarget ? 'border-brand' : 'border-slate-200', dragged && 'opacity-50')}>
      <span aria-hidden draggable={draggable} onDragStart={onDragStart} onDragEnd={onDragEnd} title={t('dragHandle')}
        className="mt-7 cursor-grab select-none px-1 text-slate-500">⋮⋮</span>
      <span aria-hidden className="mt-7 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-semibold text-on-brand">{n}</span>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[1fr_9rem]">
        <Field label={t('name', { n })} error={errors.label ?? errors.location}
          hint={stop.location_id ? t('locationHint', { company: stop.company_name ?? '—' }) : t('pickupHint')}>
          {(p) => <Input {...p} value={stop.label} maxLength={120} placeholder={stop.location_name ?? ''} onChange={(e) => onChange({ label: e.target.value })} />}
        </Field>
        <Field label={t('time')} error={errors.time}>
          {(p) => <Input {...p} type="time" value={stop.arrives_at} onChange={(e) => onChange({ arrives_at: e.target.value })} />}
        </Field>
      </div>
      <span className="mt-7 flex gap-1">
        <Button type="button" size="sm" variant="ghost" id={controlId(stop.key, 'up')} disabled={index === 0}
          aria-label={t('moveUp', { name })} onClick={() => onMove(index - 1, 'up')}>↑</Button>
        <Button type="button" size="sm" variant="ghost" id={controlId(stop.key, 'down')} disabled={index === total - 1}
          aria-label={t('moveDown', { name })} onClick={() => onMove(index + 1, 'down')}>↓</Button>
        <Button type="button" size="sm" variant="ghost" aria-label={t('remove', { name })} onClick={onRemove}>✕</Button>
      </span>
    </li>
  );
}
