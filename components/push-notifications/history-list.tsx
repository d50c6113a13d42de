'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import { Select } from '@/components/ui/select';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { pushNotificationsRoutes } from '@/lib/contracts/routes/push-notifications';
import type { NotificationRow } from '@/lib/push-notifications/schema';
import { cancelNotification, revalidatePush } from './api';
import { HistoryTable } from './history-table';
import { LazyConfirm } from './lazy-confirm';
import { historyApiQuery, historyParams, STATUS_FILTERS } from './query';
import { usePollWhilePending } from './use-push-data';

// The detail dialog loads when a row is first opened; the list does not need it to paint.
const DetailDialog = dynamic(() => import('./detail-dialog').then((m) => m.DetailDialog), { ssr: false });

/** Sent and scheduled notifications, filtered and paged through the URL; ?id= opens one. */
export function HistoryList({ initial }: { initial?: ResultOf<typeof pushNotificationsRoutes.list> }) {
  const t = useTranslations('pushNotifications');
  const tc = useTranslations('common');
  const list = useListScreen(pushNotificationsRoutes.list, historyParams, historyApiQuery, initial);
  const { query, update, data, mutate } = list;
  const { status, open } = query;
  usePollWhilePending(data?.data, mutate);
  const { busy, run } = useAction();
  const [cancelling, setCancelling] = useState<NotificationRow | null>(null);
  // Stable, so the table's columns (which call it) are not rebuilt on every render.
  const openOne = useCallback((id: string) => update({ id }), [update]);

  async function confirmCancel() {
    if (!cancelling) return;
    await run(() => cancelNotification(cancelling._id), t('history.cancelled'));
    setCancelling(null);
    void revalidatePush();
  }

  return (
    <section aria-labelledby="push-history-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="push-history-heading" className="text-base font-semibold text-slate-900">
          {t('history.heading')}
        </h2>
        <Select
          label={t('history.filter')}
          size="sm"
          className="w-44"
          value={status}
          onValueChange={(v) => update({ status: v === 'all' ? null : v, page: null })}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t('history.allStatuses') : t(`status.${s}`) }))}
        />
      </div>
      <ListScreen
        list={list}
        spinner={false}
        loadingLabel={t('history.loading')}
        caption={(page, pages) => t('history.caption', { page, pages })}
        totalLabel={(count) => t('history.total', { count })}
        empty={<EmptyState title={t(status === 'all' ? 'history.emptyTitle' : 'history.emptyFiltered')} body={t('history.emptyBody')} />}
      >
        {(table) => <HistoryTable {...table} onOpen={openOne} onCancel={setCancelling} />}
      </ListScreen>
      {open ? <DetailDialog id={open} onClose={() => update({ id: null })} /> : null}
      {cancelling ? (
        <LazyConfirm
          open
          onOpenChange={(o) => {
            if (!o) setCancelling(null);
          }}
          busy={busy}
          onConfirm={() => void confirmCancel()}
          title={t('history.cancelTitle')}
          description={t('history.cancelBody', { title: cancelling.title })}
          confirmLabel={t('history.cancelConfirm')}
          cancelLabel={tc('close')}
        />
      ) : null}
    </section>
  );
}
