import { redirect } from 'next/navigation';
import type { SearchParams } from 'nuqs/server';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { loadOrderQuery, orderListQuery, requestListQuery } from '@/components/placements/url-state';
import { listResponse, pageQuery } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { STAFF } from '@/lib/auth/roles';
import { openingTab } from '@/lib/orders/constants';
import { listOrders } from '@/lib/orders/queries';
import { orderListQuery as orderListSchema } from '@/lib/orders/schema';
import { listPlacementRequests } from '@/lib/placement-requests/queries';
import { clientScopeOf } from '@/lib/placements/scope';
import type { Session } from '@/lib/auth/guard';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { screenLabel } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';
import { positionOptions } from '@/lib/work-requests/positions';
import type { Db } from '@/lib/db/client';

export const generateMetadata = titleFromLabel('order');

type OrderState = Awaited<ReturnType<typeof loadOrderQuery>>;

/** The first page of the view the URL opens, as GET /orders (in the viewer's scope) or GET /placement-requests answers it. */
async function firstPage(db: Db, session: Session, isClient: boolean, state: OrderState) {
  if (!isClient && state.view === 'requests') {
    const query = apiQueryOf(pageQuery, requestListQuery(state));
    const { data, total } = await listPlacementRequests(db, session.tenantId, query);
    return { requests: asJson(listResponse(data, total, query)) };
  }
  const query = apiQueryOf(orderListSchema, orderListQuery(state));
  const { data, total, counts } = await listOrders(db, await clientScopeOf(db, session), query);
  const list = listResponse(data, total, query);
  return { orders: asJson({ ...list, meta: { ...list.meta, counts } }) };
}

/** The URL's query with one parameter set (repeated parameters kept). */
function withParam(params: SearchParams, name: string, value: string): string {
  const query = new URLSearchParams();
  for (const [key, v] of Object.entries(params)) for (const one of [v ?? []].flat()) query.append(key, one);
  query.set(name, value);
  return query.toString();
}

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/orders' });
  const isClient = !STAFF.includes(session.role);
  const [settings, initial, positions] = await Promise.all([
    getSettings(session.tenantId),
    loadOrderQuery(searchParams).then((s) => firstPage(db, session, isClient, s)),
    positionOptions(db, session.tenantId),
  ]);
  const params = await searchParams;
  if (initial.orders && params.status === undefined) {
    const tab = openingTab(initial.orders.meta.counts);
    if (tab !== 'open') redirect(`/orders?${withParam(params, 'status', tab)}`);
  }
  return (
    <OrdersScreen
      isClient={isClient}
      canCreate={session.permissions.createOrders}
      currency={currencyOf(settings)}
      label={await screenLabel(settings.dashboard_labels, 'order')}
      positions={positions}
      initial={initial}
    />
  );
}
