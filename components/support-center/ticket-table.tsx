'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import { cn } from '@/lib/cn';
import type { TicketRow } from '@/lib/helpdesk/types';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';

/** One page of tickets; the subject is a button, so the thread opens from the keyboard too. */
export function TicketTable({ rows, fmt, showRaisedBy, stale, caption, onOpen }: {
  rows: TicketRow[]; fmt: Format; showRaisedBy: boolean; stale: boolean; caption: string; onOpen: (id: string) => void;
}) {
  const t = useTranslations('supportCenter.table');
  return (
    <Table caption={caption} className={cn(stale && 'opacity-60')} aria-busy={stale || undefined}>
      <THead>
        <tr>
          <TH className="w-16">{t('number')}</TH>
          <TH>{t('subject')}</TH>
          <TH>{t('status')}</TH>
          <TH>{t('priority')}</TH>
          {showRaisedBy ? <TH>{t('raisedBy')}</TH> : null}
          <TH>{t('messages')}</TH>
          <TH>{t('updated')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id}>
            <TD className="tabular-nums">#{r.number}</TD>
            <TD className="max-w-md">
              <button type="button" onClick={() => onOpen(r._id)}
                className="break-words text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40">
                {r.subject}
              </button>
            </TD>
            <TD><TicketStatusBadge status={r.status} /></TD>
            <TD><PriorityBadge priority={r.priority} /></TD>
            {showRaisedBy ? <TD>{r.created_by?.name ?? t('formerUser')}</TD> : null}
            <TD className="tabular-nums">{fmt.count(r.message_count)}</TD>
            <TD className="whitespace-nowrap">{fmt.stamp(r.updated_at)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
