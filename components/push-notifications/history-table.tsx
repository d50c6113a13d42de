'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { NotificationRow } from '@/lib/push-notifications/types';
import { PushStatusBadge } from './status-badge';

// TH sets text-start and cn() does not drop conflicting classes, so the alignment goes on an inner block.
const End = ({ children }: { children: string }) => <span className="block text-end">{children}</span>;

/** When it went out, or when it will: the time people care about for each state. */
const whenOf = (r: NotificationRow) => (r.status === 'scheduled' || r.status === 'cancelled' ? r.scheduled_at : r.sent_at ?? r.scheduled_at);

/** History rows: status, audience, time and delivery counts; the title opens the detail, scheduled rows can be cancelled. */
export function HistoryTable({ rows, caption, stale, onOpen, onCancel }: {
  rows: NotificationRow[]; caption: string; stale: boolean; onOpen: (id: string) => void; onCancel: (row: NotificationRow) => void;
}) {
  const t = useTranslations('pushNotifications');
  const format = useFormatter();
  const stamp = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const pct = (r: NotificationRow) => (r.recipient_count ? format.number(r.delivered_count / r.recipient_count, { style: 'percent', maximumFractionDigits: 0 }) : '—');
  return (
    <Table caption={caption} className={cn(stale && 'opacity-70')}>
      <THead>
        <tr>
          <TH>{t('history.title')}</TH>
          <TH>{t('history.status')}</TH>
          <TH>{t('history.audience')}</TH>
          <TH>{t('history.when')}</TH>
          <TH><End>{t('history.recipients')}</End></TH>
          <TH><End>{t('history.delivered')}</End></TH>
          <TH><End>{t('history.failed')}</End></TH>
          <TH><End>{t('history.read')}</End></TH>
          <TH><span className="sr-only">{t('history.actions')}</span></TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id}>
            <TD className="max-w-64">
              <button type="button" onClick={() => onOpen(r._id)}
                className="truncate text-start font-medium text-slate-900 underline-offset-2 hover:underline focus:outline-none focus:ring-2 focus:ring-brand/30">
                {r.title}
              </button>
            </TD>
            <TD><PushStatusBadge status={r.status} /></TD>
            <TD className="whitespace-nowrap">{t(`audience.${r.audience.type}`)}{r.audience.type === 'all' ? '' : ` (${format.number(r.audience.ids.length)})`}</TD>
            <TD className="whitespace-nowrap">{stamp(whenOf(r))}</TD>
            <TD className="text-end tabular-nums">{format.number(r.recipient_count)}</TD>
            <TD className="whitespace-nowrap text-end tabular-nums">{format.number(r.delivered_count)} <span className="text-xs text-slate-600">({pct(r)})</span></TD>
            <TD className={cn('text-end tabular-nums', r.failed_count > 0 && 'font-semibold text-red-800')}>{format.number(r.failed_count)}</TD>
            <TD className="text-end tabular-nums">{format.number(r.read_count)}</TD>
            <TD className="text-end">
              {r.status === 'scheduled' ? (
                <Button size="sm" variant="outline" onClick={() => onCancel(r)}>
                  {t('history.cancel')}<span className="sr-only">: {r.title}</span>
                </Button>
              ) : null}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
