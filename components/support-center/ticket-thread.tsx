'use client';
import { useTranslations } from 'next-intl';
import { Detail, SideSheet } from '@/components/ui/side-sheet';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import { TICKET_PRIORITIES, type TicketPriority, type TicketStatus } from '@/lib/helpdesk/types';
import { helpdeskApi, revalidateTickets } from './api';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketReply } from './ticket-reply';
import { useTicket } from './use-helpdesk';

/** The label of the button that moves a ticket to a status, phrased for what it does from here. */
const actionKey = (from: TicketStatus, to: TicketStatus) => (to === 'open' && (from === 'resolved' || from === 'closed') ? 'reopen' : to);

/** One ticket beside the list (?ticket=): its details, the status/priority controls this user has, the thread and a reply box. */
export function TicketThread({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('supportCenter');
  const fmt = useFormat();
  const { data, error } = useTicket(id);
  const { busy, run } = useAction();
  const ticket = data?.data;
  const refresh = () => void revalidateTickets();
  const change = async (patch: { status?: TicketStatus; priority?: TicketPriority }) => {
    if (await run(() => helpdeskApi.updateTicket(id, patch), t('thread.updated'))) refresh();
  };

  return (
    <SideSheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ticket ? `#${ticket.number} · ${ticket.subject}` : t('thread.title')}
      footer={
        ticket?.can.statuses.length
          ? ticket.can.statuses.map((to) => (
              <Button
                key={to}
                variant={to === 'closed' ? 'outline' : 'secondary'}
                loading={busy}
                onClick={() => void change({ status: to })}
              >
                {t(`thread.actions.${actionKey(ticket.status, to)}`)}
              </Button>
            ))
          : undefined
      }
    >
      {error && !ticket ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message || t('thread.loadFailed')}
        </p>
      ) : !ticket ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('thread.loading')}
        </p>
      ) : (
        <>
          <dl>
            <Detail label={t('table.status')}>
              <TicketStatusBadge status={ticket.status} />
            </Detail>
            <Detail label={t('table.priority')}>
              {ticket.can.priority ? (
                <Select
                  aria-label={t('thread.changePriority')}
                  size="sm"
                  className="w-40"
                  value={ticket.priority}
                  disabled={busy}
                  options={TICKET_PRIORITIES.map((v) => ({ value: v, label: t(`priority.${v}`) }))}
                  onValueChange={(priority: TicketPriority) => void change({ priority })}
                />
              ) : (
                <PriorityBadge priority={ticket.priority} />
              )}
            </Detail>
            <Detail label={t('table.raisedBy')}>
              {ticket.created_by?.name ?? t('table.formerUser')} · {fmt.stamp(ticket.created_at)}
            </Detail>
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('thread.messages')}</h3>
          <ol className="mt-2 space-y-3">
            {ticket.messages.map((m) => (
              <li key={m._id} className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
                <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-700">
                  <span className="font-semibold text-slate-900">{m.author?.name ?? t('table.formerUser')}</span>
                  <time dateTime={m.created_at}>{fmt.stamp(m.created_at)}</time>
                </p>
                {/* User text is rendered as text; pre-wrap keeps the writer's line breaks. */}
                <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{m.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-6">
            {ticket.can.reply ? (
              <TicketReply id={id} onSent={refresh} />
            ) : (
              <p className="text-sm text-slate-700">{t('thread.closedNoReply')}</p>
            )}
          </div>
        </>
      )}
    </SideSheet>
  );
}
