'use client';
import { useTranslations } from 'next-intl';
import type { ScreenLabel } from '@/lib/settings/labels';
import { ListFilters } from '@/components/placements/list-filters';
import { orderListQuery, orderParams } from '@/components/placements/url-state';
import { ListEmpty } from '@/components/timesheets/list/list-states';
import { CountTabs } from '@/components/ui/count-tabs';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import type { Format } from '@/lib/browser/format';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
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
  const list = useListScreen(placementsRoutes.orders, orderParams, orderListQuery, initial);
  const { query: filter, update, data } = list;
  const { status } = filter;
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
      <ListScreen
        list={list}
        spinner={false}
        filters={
          <ListFilters
            filter={filter}
            onChange={update}
            searchLabel={t('filters.search')}
            searchPlaceholder={t('filters.searchPlaceholder')}
            dateLabel={t('filters.runningOn')}
          />
        }
        loadingLabel={t('loading')}
        caption={(page, pages) => t('table.caption', { tab: t(`tabs.${status}`), page, pages })}
        totalLabel={(count) => (label.renamed ? t('table.totalNamed', { label: label.plural, count }) : t('table.total', { count }))}
        empty={
          <ListEmpty
            title={t(`empty.${status}`)}
            body={t(!isClient ? 'empty.bodyStaff' : canCreate ? 'empty.bodyContact' : 'empty.bodyContactNoCreate')}
            filtered={filtered}
            onClear={() => update({ company: null, location: null, date: null, q: null, page: null })}
          />
        }
      >
        {(table) => <OrdersTable {...table} fmt={fmt} onOpen={(id) => update({ id })} />}
      </ListScreen>
    </CountTabs>
  );
}
