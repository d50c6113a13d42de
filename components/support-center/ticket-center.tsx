'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CountTabs } from '@/components/ui/count-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { useFormat } from '@/lib/browser/format';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { Patch } from '@/lib/url-state/use-list-state';
import { helpdeskRoutes } from '@/lib/contracts/routes/helpdesk';
import { TICKET_TABS } from '@/lib/helpdesk/types';
import { listQuery, type TicketQuery } from './ticket-query';
import { TicketTable } from './ticket-table';
import type { TicketList } from './use-helpdesk';

/** The built-in ticket center: status tabs with counts, search by subject or number, pages; a row opens ?ticket=. */
export function TicketCenter({
  query,
  update,
  isAdmin,
  onNew,
  initial,
}: {
  query: TicketQuery;
  update: (patch: Patch) => void;
  isAdmin: boolean;
  onNew: () => void;
  /** The first page the server rendered for the URL the screen opened with. */
  initial?: TicketList;
}) {
  const t = useTranslations('supportCenter');
  const fmt = useFormat();
  const { data, error, isLoading, mutate } = useListData(helpdeskRoutes.tickets, { query: listQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);
  const tab = t(`tabs.${query.status}`);
  return (
    <CountTabs
      tabs={TICKET_TABS}
      label={t('tabs.label')}
      tabLabel={(s) => t(`tabs.${s}`)}
      value={query.status}
      counts={data?.meta.counts}
      onChange={(s) => update({ status: s === 'all' ? null : s, page: null })}
    >
      <div className="mb-4">
        <SearchBox
          value={query.q}
          onCommit={(q) => update({ q: q || null, page: null })}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
        />
      </div>
      <TicketTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('list.loading')}
        fmt={fmt}
        showRaisedBy={isAdmin}
        stale={isLoading}
        onOpen={(ticket) => update({ ticket })}
        caption={t('table.caption', { tab, page: query.page, pages })}
        empty={
          query.q ? (
            <EmptyState
              title={t('list.noMatch.title')}
              body={t('list.noMatch.body')}
              action={
                <Button variant="outline" onClick={() => update({ q: null, page: null })}>
                  {t('list.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t(`list.empty.${query.status}`)}
              body={t(isAdmin ? 'list.empty.bodyAdmin' : 'list.empty.body')}
              action={<Button onClick={onNew}>{t('tickets.new')}</Button>}
            />
          )
        }
        pagination={pagination(t('table.total', { count: total }))}
      />
    </CountTabs>
  );
}
