'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { KeyedMutator } from 'swr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import type { ItemRow, PacketDetail } from '@/lib/onboarding/types';
import { useAction } from '@/lib/browser/use-action';
import { P, revalidateOnboarding, send, type Single } from '../api';

const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [one] = next.splice(from, 1);
  next.splice(to, 0, one);
  return next;
};

/**
 * The packet's items in order. Reorder by dragging a row, or by focusing its handle and pressing the
 * up and down arrows; the new order shows at once and is saved in the background (rolled back if refused).
 */
export function ItemList({ packet, onEdit, mutate }: { packet: PacketDetail; onEdit: (item: ItemRow) => void; mutate: KeyedMutator<Single<PacketDetail>> }) {
  const t = useTranslations('onboarding.items');
  const toast = useToast();
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [removing, setRemoving] = useState<ItemRow | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const items = packet.items;

  // Moving a DOM node drops its focus; put it back on the handle that was moved.
  useEffect(() => {
    if (!refocus.current) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [items]);

  async function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const order = moved(items, from, to);
    refocus.current = items[from]._id;
    setAnnouncement(t('movedTo', { name: items[from].name, position: to + 1, total: items.length }));
    try {
      await mutate(async () => send.put<ItemRow[]>(P.reorder(packet._id), { item_ids: order.map((i) => i._id) })
        .then((res) => ({ data: { ...packet, items: res.data } })), { optimisticData: { data: { ...packet, items: order } }, rollbackOnError: true, revalidate: false });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  const onHandleKey = (e: KeyboardEvent, index: number) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      void move(index, index + (e.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    if (dragging !== null) void move(dragging, index);
    setDragging(null);
  };

  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-700">{t('empty')}</p>;
  return (
    <>
      <p id="item-reorder-help" className="mb-2 text-xs text-slate-600">{t('reorderHelp')}</p>
      <ol className="space-y-2">
        {items.map((item, index) => (
          <li key={item._id} draggable onDragStart={() => setDragging(index)} onDragEnd={() => setDragging(null)}
            onDragOver={(e) => e.preventDefault()} onDrop={(e) => onDrop(e, index)}
            className={cn('flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2.5', dragging === index && 'opacity-50')}>
            <button type="button" aria-describedby="item-reorder-help" aria-label={t('move', { name: item.name, position: index + 1, total: items.length })}
              ref={(el) => { if (el) handles.current.set(item._id, el); else handles.current.delete(item._id); }}
              onKeyDown={(e) => onHandleKey(e, index)}
              className="cursor-grab rounded px-1.5 py-1 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50">
              <span aria-hidden>⋮⋮</span>
            </button>
            <span className="w-6 text-end text-sm text-slate-600">{index + 1}.</span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-700">
                {item.kind === 'form' ? t('formSummary', { count: item.fields.length }) : t('documentSummary', { type: item.document_type_name ?? t('noType') })}
              </p>
            </div>
            <Badge tone={item.kind === 'form' ? 'info' : 'neutral'}>{t(`kind.${item.kind}`)}</Badge>
            <Button size="sm" variant="ghost" onClick={() => onEdit(item)} aria-label={t('editNamed', { name: item.name })}>{t('edit')}</Button>
            <Button size="sm" variant="ghost" onClick={() => setRemoving(item)} aria-label={t('removeNamed', { name: item.name })}>{t('remove')}</Button>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">{announcement}</p>
      <ConfirmDialog open={removing !== null} onOpenChange={(o) => { if (!o) setRemoving(null); }}
        title={t('removeTitle')} description={t('removeBody', { name: removing?.name ?? '' })} confirmLabel={t('remove')} cancelLabel={t('cancel')} busy={busy}
        onConfirm={async () => {
          if (!removing) return;
          if (await run(() => send.del<null>(P.item(packet._id, removing._id)), toasts('itemRemoved'))) setRemoving(null);
        }} />
    </>
  );
}
