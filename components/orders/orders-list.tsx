'use client';
import { useTranslations } from 'next-intl';
import type { ScreenLabel } from '@/lib/settings/labels';
import { ListFilters } from '@/components/placements/list-filters';
import { orderListQuery, orderParams } from '@/components/placements/url-state';
import { ListEmpty } from '@/components/timesheets/list/list-states';
import { CountTabs } from '@/components/ui/count-tabs';
import type { Format } from '@/lib/browser/format';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import { useListState } from '@/lib/url-state/use-list-state';
import { ORDER_TABS } from '@/lib/orders/constants';
import { OrdersTable } from './orders-table';
import type { OrderList } from './use-orders';

/** Orders by status tab (with counts), filtered and paged through the URL; a row opens ?id=. `initial`: the server's first page. */
export function OrdersList({
  fmt,
  isClient,
  canCreate,
  initial,
  label,
}: {
  fmt: Format;
  isClient: boolean;
  canCreate: boolean;
  initial?: OrderList;
  /** The tenant's word for orders: a renamed one is not inflected, so the total reads "Requests: 3". */
  label: ScreenLabel;
}) {
  const t = useTranslations('orders');
  const [filter, update] = useListState(orderParams);
  const { status } = filter;
  const { data, error, isLoading, mutate } = useListData(placementsRoutes.orders, { query: orderListQuery(filter) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, filter.page, filter.perPage, update);
  const filtered = Boolean(filter.company || filter.location || filter.date || filter.q);
  return (
    <CountTabs
      tabs={ORDER_TABS}
      label={t('tabs.label')}
      tabLabel={(s) => t(`tabs.${s}`)}
      value={status}
      counts={data?.meta.counts}
      onChange={(s) => update({ status: s === 'open' ? null : s, page: null })}
    >
      <ListFilters
        filter={filter}
        onChange={update}
        searchLabel={t('filters.search')}
        searchPlaceholder={t('filters.searchPlaceholder')}
        dateLabel={t('filters.runningOn')}
      />
      <OrdersTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        fmt={fmt}
        stale={isLoading}
        sort={serverSort(filter.sort, (next) => update(sortPatch(next)))}
        onOpen={(id) => update({ id })}
        caption={t('table.caption', { tab: t(`tabs.${status}`), page: filter.page, pages })}
        empty={
          <ListEmpty
            title={t(`empty.${status}`)}
            body={t(!isClient ? 'empty.bodyStaff' : canCreate ? 'empty.bodyContact' : 'empty.bodyContactNoCreate')}
            filtered={filtered}
            onClear={() => update({ company: null, location: null, date: null, q: null, page: null })}
          />
        }
        pagination={pagination(
          label.renamed ? t('table.totalNamed', { label: label.plural, count: total }) : t('table.total', { count: total }),
        )}
      />
    </CountTabs>
  );
}
