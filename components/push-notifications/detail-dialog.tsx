'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError, Loading } from '@/components/ui/load-states';
import type { NotificationDetail } from '@/lib/push-notifications/schema';
import { PushStatusBadge } from './status-badge';
import { useDetail } from './use-push-data';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Body({ n }: { n: NotificationDetail }) {
  const t = useTranslations('pushNotifications');
  const format = useFormatter();
  const stamp = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const who =
    n.audience.type === 'all' ? t('detail.everyone') : `${t(`audience.${n.audience.type}`)}: ${n.audience_labels.join(', ') || '—'}`;
  return (
    <dl className="divide-y divide-slate-100">
      <Row label={t('history.status')}>
        <PushStatusBadge status={n.status} />
      </Row>
      <Row label={t('compose.body')}>
        <p className="whitespace-pre-wrap break-words">{n.body}</p>
      </Row>
      <Row label={t('history.audience')}>{who}</Row>
      <Row label={t('detail.createdAt')}>{stamp(n.created_at)}</Row>
      {n.scheduled_at ? <Row label={t('detail.scheduledAt')}>{stamp(n.scheduled_at)}</Row> : null}
      {n.status === 'sent' || n.status === 'failed' ? <Row label={t('detail.sentAt')}>{stamp(n.sent_at)}</Row> : null}
      <Row label={t('detail.delivery')}>
        {t('detail.counts', { recipients: n.recipient_count, delivered: n.delivered_count, failed: n.failed_count, read: n.read_count })}
      </Row>
      {n.error ? (
        <Row label={t('detail.error')}>
          <span className="text-red-800">{n.error}</span>
        </Row>
      ) : null}
    </dl>
  );
}

/** One notification: message, audience by name, timing and delivery counts. */
export function DetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('pushNotifications');
  const tc = useTranslations('common');
  const { data, error, mutate } = useDetail(id);
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={data?.data.title ?? t('detail.heading')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {tc('close')}
        </Button>
      }
    >
      {data ? <Body n={data.data} /> : error ? <LoadError onRetry={() => void mutate()} /> : <Loading />}
    </Dialog>
  );
}
