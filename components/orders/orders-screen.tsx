'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useFormat } from '@/lib/browser/format';
import { useListState } from '@/lib/url-state/use-list-state';
import { orderParams } from '@/components/placements/url-state';
import type { ScreenLabel } from '@/lib/settings/labels';
import { positionIdOf, type PositionOption } from '@/components/work-requests/position-select';
import { EMPTY_ORDER, type OrderDraft } from './order-fields';
import { OrdersList } from './orders-list';
import { askedPosition, RequestsList } from './requests-list';
import { weekdaysOf } from '@/lib/work-requests/fields';
import type { OrderList, PlacementRequest, RequestList } from './use-orders';

// The order form and the detail sheet (with its fill form) carry zod schemas shared with the API; they load
// when first opened, so zod stays out of the list's first-load JavaScript (DESIGN §6 budget).
const OrderDetailSheet = dynamic(() => import('./order-detail').then((m) => m.OrderDetailSheet), { ssr: false });
const OrderFormDialog = dynamic(() => import('./order-form-dialog').then((m) => m.OrderFormDialog), { ssr: false });

/**
 * The /orders screen. Staff see a second tab of placement requests from the embeddable form, each of
 * which can seed a new order; a Company Contact sees the orders of her assigned locations and may
 * place new ones there when her 'Create orders' switch is on (`canCreate`, as the API decides).
 */
export function OrdersScreen({
  isClient,
  canCreate,
  currency,
  label,
  positions,
  initial,
}: {
  isClient: boolean;
  canCreate: boolean;
  currency: string;
  label: ScreenLabel;
  /** The tenant's positions, for the order form's position select. */
  positions: readonly PositionOption[];
  /** The first page of the view the URL opened, rendered by the server. */
  initial?: { orders?: OrderList; requests?: RequestList };
}) {
  const t = useTranslations('orders');
  const fmt = useFormat(currency);
  const [state, update] = useListState(orderParams);
  const view = isClient ? 'orders' : state.view;
  const { open } = state;
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  // The server's page belongs to the view the URL opened with: a view opened again later reads afresh.
  const [served, setServed] = useState(initial);

  const fromRequest = (r: PlacementRequest) => {
    // The request's position is preselected when the agency lists it; a typed "other" one is kept in the
    // notes, so the staff sees what was asked for while picking the nearest position.
    const positionId = positionIdOf(r.position ?? '', positions);
    setDraft({
      ...EMPTY_ORDER,
      positionId,
      headcount: String(r.headcount),
      // The request's calendar carries over as the same request model: range and repeat.
      start_date: r.start_date,
      end_date: r.end_date ?? '',
      weekdays: r.work_dates ? weekdaysOf(r.work_dates) : [],
      notes: [
        t('requests.prefill', { company: r.company_name, contact: r.contact_name, email: r.email, location: r.location }),
        positionId ? '' : `${t('form.position')}: ${askedPosition(r)}`,
        r.notes ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
    });
  };

  const list = <OrdersList fmt={fmt} isClient={isClient} canCreate={canCreate} initial={served?.orders} label={label} />;
  return (
    <>
      <PageHeader
        title={label.plural}
        subtitle={t(isClient ? 'subtitleContact' : 'subtitle')}
        actions={
          canCreate ? (
            <Button onClick={() => setDraft(EMPTY_ORDER)}>
              {label.renamed ? t('actions.newNamed', { label: label.singular }) : t('actions.new')}
            </Button>
          ) : undefined
        }
      />
      {isClient ? (
        list
      ) : (
        <Tabs
          label={t('views.label')}
          value={view}
          // The views page separately: another view starts on its first page.
          onValueChange={(v) => {
            setServed(undefined);
            update({ view: v === 'orders' ? null : v, id: null, page: null });
          }}
          items={[
            { value: 'orders', label: t('views.orders'), content: view === 'orders' ? list : null },
            {
              value: 'requests',
              label: t('views.requests'),
              content: view === 'requests' ? <RequestsList fmt={fmt} onCreateOrder={fromRequest} initial={served?.requests} /> : null,
            },
          ]}
        />
      )}
      {open ? (
        <OrderDetailSheet
          id={open}
          onClose={() => update({ id: null })}
          isClient={isClient}
          fmt={fmt}
          positions={positions}
          label={label.renamed ? label.singular : t('detail.title')}
        />
      ) : null}
      {draft ? (
        <OrderFormDialog
          initial={draft}
          isClient={isClient}
          positions={positions}
          onClose={() => setDraft(null)}
          onSaved={(id) => {
            setDraft(null);
            update({ view: null, status: null, id });
          }}
        />
      ) : null}
    </>
  );
}
