'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Detail, SideSheet } from '@/components/ui/side-sheet';
import { PlacementStatusBadge } from '@/components/placements/status-badge';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { Format } from '@/lib/browser/format';
import { orderApi, revalidateOrders } from './api';
import { FillForm } from './fill-form';
import { draftOf, OrderFormDialog } from './order-form-dialog';
import type { PositionOption } from '@/components/work-requests/position-select';
import { FillProgress, OrderStatusBadge } from './status-badge';
import { useOrder } from './use-orders';
import { useDaysSummary } from './use-days-summary';

/** The order side panel (URL ?id=): its terms, the placements filling it, and the actions this user has. */
export function OrderDetailSheet({
  id,
  onClose,
  isClient,
  fmt,
  positions,
  label,
}: {
  id: string;
  onClose: () => void;
  isClient: boolean;
  fmt: Format;
  /** The tenant's positions, for the edit form's position select. */
  positions: readonly PositionOption[];
  label: string;
}) {
  const t = useTranslations('orders');
  const days = useDaysSummary();
  const { data, error } = useOrder(id || null);
  const o = data?.data;
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { run, busy } = useAction({ revalidate: revalidateOrders, fallbackError: t('errors.generic') });
  const cancel = async () => {
    if (await run(() => orderApi.cancel(id), t('cancelled'))) setCancelling(false);
  };
  const footer =
    o && (o.allowed.edit || o.allowed.cancel) ? (
      <>
        {o.allowed.edit ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
        ) : null}
        {o.allowed.cancel ? (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <SideSheet
      open={Boolean(id)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={o ? o.position : label}
      description={o ? `${o.company_name} · ${o.location_name}` : undefined}
      footer={footer}
    >
      {error && !o ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message || t('errors.loadOne')}
        </p>
      ) : !o ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <>
          <dl>
            <Detail label={t('detail.status')}>
              <OrderStatusBadge status={o.status} />
            </Detail>
            <Detail label={t('detail.filled')}>
              <FillProgress filled={o.filled} headcount={o.headcount} />
            </Detail>
            <Detail label={t('detail.dates')}>
              {fmt.date(o.start_date)} – {o.end_date ? fmt.date(o.end_date) : t('table.openEnded')}
              {o.work_dates ? <div className="text-xs text-slate-700">{days(o.work_dates)}</div> : null}
            </Detail>
            <Detail label={t('detail.billRate')}>{fmt.money(o.bill_rate)}</Detail>
            <Detail label={t('detail.createdBy')}>
              {o.created_by_name ?? '—'} · {fmt.stamp(o.created_at)}
            </Detail>
            <Detail label={t('detail.notes')}>
              <span className="whitespace-pre-line">{o.notes || '—'}</span>
            </Detail>
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('detail.placements')}</h3>
          {o.placements.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('detail.noPlacements')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
              {o.placements.map((p) => (
                <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{p.candidate_name}</span>
                  <span className="text-slate-700">
                    {fmt.date(p.start_date)}
                    {p.pay_rate !== undefined ? ` · ${t('detail.payShort', { rate: fmt.money(p.pay_rate) })}` : ''}
                  </span>
                  <PlacementStatusBadge status={p.status} />
                </li>
              ))}
            </ul>
          )}
          {o.allowed.fill ? <FillForm key={o._id} order={o} /> : null}
        </>
      )}
      {editing && o ? (
        <OrderFormDialog
          order={o}
          initial={draftOf(o, positions)}
          isClient={isClient}
          positions={positions}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        busy={busy}
        onConfirm={cancel}
        title={t('cancelConfirm.title')}
        description={t('cancelConfirm.body', { position: o?.position ?? '' })}
        confirmLabel={t('cancelConfirm.confirm')}
        cancelLabel={t('actions.close')}
      />
    </SideSheet>
  );
}
