'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { control } from '@/components/ui/controls';
import { EmptyState } from '@/components/ui/empty-state';
import { withQuery } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { idParam, oneOfParam, pageParam, perPageParam } from '@/lib/url-state/params';
import { useListState } from '@/lib/url-state/use-list-state';
import { NOTIFICATION_STATUSES, type NotificationRow } from '@/lib/push-notifications/types';
import { cancelNotification, PUSH_PATH, revalidatePush } from './api';
import { HistoryTable } from './history-table';
import { LazyConfirm } from './lazy-confirm';
import { useHistory } from './use-push-data';

// The detail dialog loads when a row is first opened; the list does not need it to paint.
const DetailDialog = dynamic(() => import('./detail-dialog').then((m) => m.DetailDialog), { ssr: false });

const STATUS_FILTERS = ['all', ...NOTIFICATION_STATUSES.filter((s) => s !== 'draft')] as const;
const historyParams = { status: oneOfParam(STATUS_FILTERS, 'all'), page: pageParam, perPage: perPageParam, open: idParam };

/** Sent and scheduled notifications, filtered and paged through the URL; ?id= opens one. */
export function HistoryList() {
  const t = useTranslations('pushNotifications');
  const tc = useTranslations('common');
  const filterId = useId();
  const [{ status, page, perPage, open }, update] = useListState(historyParams);
  const { data, error, isLoading, mutate } = useHistory(
    withQuery(PUSH_PATH, { status: status === 'all' ? undefined : status, page, per_page: perPage }),
  );
  const { rows, total, pages, pagination } = usePagedList(data, page, perPage, update);
  const { mutate: mutateAll } = useSWRConfig();
  const { busy, run } = useAction();
  const [cancelling, setCancelling] = useState<NotificationRow | null>(null);

  async function confirmCancel() {
    if (!cancelling) return;
    await run(() => cancelNotification(cancelling._id), t('history.cancelled'));
    setCancelling(null);
    void revalidatePush(mutateAll);
  }

  return (
    <section aria-labelledby="push-history-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="push-history-heading" className="text-base font-semibold text-slate-900">
          {t('history.heading')}
        </h2>
        <div className="space-y-1">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
            {t('history.filter')}
          </label>
          <select
            id={filterId}
            value={status}
            className={`${control} w-44`}
            onChange={(e) => update({ status: e.target.value === 'all' ? null : e.target.value, page: null })}
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t('history.allStatuses') : t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <HistoryTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('history.loading')}
        stale={isLoading}
        onOpen={(id) => update({ id })}
        onCancel={setCancelling}
        caption={t('history.caption', { page, pages })}
        empty={<EmptyState title={t(status === 'all' ? 'history.emptyTitle' : 'history.emptyFiltered')} body={t('history.emptyBody')} />}
        pagination={pagination(t('history.total', { count: total }))}
      />
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
