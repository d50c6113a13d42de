'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { useListState } from '@/lib/url-state/use-list-state';
import { HelpdeskFrame } from './helpdesk-frame';
import { TicketCenter } from './ticket-center';
import { ticketParams } from './ticket-query';
import { useHelpdeskUrl, type TicketList } from './use-helpdesk';
import { WhatsNew } from './whats-new';

// Dialogs, the thread sheet and the admins' settings load when first needed, keeping them out of
// the page's first-load JavaScript (DESIGN §6 budget).
const NewTicketDialog = dynamic(() => import('./new-ticket-dialog').then((m) => m.NewTicketDialog), { ssr: false });
const TicketThread = dynamic(() => import('./ticket-thread').then((m) => m.TicketThread), { ssr: false });
const HelpdeskSettingsPanel = dynamic(() => import('./helpdesk-settings').then((m) => m.HelpdeskSettingsPanel), { ssr: false });

/**
 * /iframes/support-center: the tenant's helpdesk in a frame when one is configured, otherwise the
 * built-in ticket center; What's new for everyone, and the helpdesk setting for admins.
 */
export function SupportCenterScreen({
  isAdmin,
  initialUrl,
  initialTickets,
}: {
  isAdmin: boolean;
  initialUrl: string | null;
  /** The ticket list's first page, rendered by the server when no helpdesk is embedded. */
  initialTickets?: TicketList;
}) {
  const t = useTranslations('supportCenter');
  const { data } = useHelpdeskUrl(initialUrl);
  const url = data?.data.url ?? null;
  const [query, update] = useListState(ticketParams);
  const [composing, setComposing] = useState(false);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t(url ? 'subtitleHelpdesk' : 'subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <WhatsNew />
            {url ? null : <Button onClick={() => setComposing(true)}>{t('tickets.new')}</Button>}
          </div>
        }
      />
      {url ? (
        <HelpdeskFrame url={url} />
      ) : (
        <TicketCenter query={query} update={update} isAdmin={isAdmin} onNew={() => setComposing(true)} initial={initialTickets} />
      )}
      {isAdmin ? <HelpdeskSettingsPanel /> : null}
      {composing ? (
        <NewTicketDialog
          onClose={() => setComposing(false)}
          onCreated={(ticket) => {
            setComposing(false);
            update({ status: null, q: null, page: null, ticket });
          }}
        />
      ) : null}
      {!url && query.ticket ? <TicketThread id={query.ticket} onClose={() => update({ ticket: null })} /> : null}
    </>
  );
}
