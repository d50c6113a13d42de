'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SortableList } from '@/components/ui/sortable-list';
import type { ItemRow, PacketDetail } from '@/lib/onboarding/schema';
import { callApi, type ResultOf } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { revalidateOnboarding } from '../api';

/**
 * The packet's items in order, reordered with the kit's SortableList; the new order shows at once and
 * is saved in the background (rolled back if refused).
 */
export function ItemList({
  packet,
  onEdit,
  mutate,
}: {
  packet: PacketDetail;
  onEdit: (item: ItemRow) => void;
  mutate: KeyedMutator<ResultOf<typeof onboardingRoutes.packet>>;
}) {
  const t = useTranslations('onboarding.items');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [removing, setRemoving] = useState<ItemRow | null>(null);
  const items = packet.items;

  // The new order shows at once; a refusal rolls it back (and the hook toasts the server's message).
  const reorder = (order: ItemRow[]) =>
    run(() =>
      mutate(
        async () =>
          callApi(onboardingRoutes.reorderItems, { params: { id: packet._id }, body: { item_ids: order.map((i) => i._id) } }).then(
            (res) => ({ data: { ...packet, items: res.data } }),
          ),
        { optimisticData: { data: { ...packet, items: order } }, rollbackOnError: true, revalidate: false },
      ),
    );

  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-700">{t('empty')}</p>;
  return (
    <>
      <SortableList
        items={items}
        idOf={(item) => item._id}
        nameOf={(item) => item.name}
        onReorder={(next) => void reorder(next)}
        actions={(item) => (
          <>
            <Button size="sm" variant="ghost" onClick={() => onEdit(item)} aria-label={t('editNamed', { name: item.name })}>
              {t('edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRemoving(item)} aria-label={t('removeNamed', { name: item.name })}>
              {t('remove')}
            </Button>
          </>
        )}
      >
        {(item, index) => (
          <div className="flex items-center gap-3">
            <span className="w-6 text-end text-sm text-slate-600">{index + 1}.</span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-700">
                {item.kind === 'form'
                  ? t('formSummary', { count: item.fields.length })
                  : t('documentSummary', { type: item.document_type_name ?? t('noType') })}
              </p>
            </div>
            <Badge tone={item.kind === 'form' ? 'info' : 'neutral'}>{t(`kind.${item.kind}`)}</Badge>
          </div>
        )}
      </SortableList>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title={t('removeTitle')}
        description={t('removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={async () => {
          if (!removing) return;
          if (
            await run(
              () => callApi(onboardingRoutes.deleteItem, { params: { id: packet._id, itemId: removing._id } }),
              toasts('itemRemoved'),
            )
          )
            setRemoving(null);
        }}
      />
    </>
  );
}
