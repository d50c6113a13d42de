'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/shell/page-header';
import type { ResultOf } from '@/lib/browser/typed-api';
import type { pushNotificationsRoutes } from '@/lib/contracts/routes/push-notifications';
import { ComposePanel } from './compose-panel';
import { HistoryList } from './history-list';

/** /push-notification: compose on one side, the history with delivery counts on the other. */
export function PushScreen({ title, initial }: { title: string; initial?: ResultOf<typeof pushNotificationsRoutes.list> }) {
  const t = useTranslations('pushNotifications');
  return (
    <>
      <PageHeader title={title} subtitle={t('subtitle')} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <ComposePanel />
        <HistoryList initial={initial} />
      </div>
    </>
  );
}
