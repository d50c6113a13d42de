'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { CustomFieldsPanel } from '@/components/custom-fields/custom-fields-panel';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { Format } from '@/lib/browser/format';
import { placementApi, revalidatePlacements } from './api';
import { EditPlacementDialog } from './edit-placement-dialog';
import { Detail, SideSheet } from '@/components/ui/side-sheet';
import { PlacementStatusBadge } from './status-badge';
import { useAction } from '@/lib/browser/use-action';
import { usePlacement } from './use-placements';

export type DetailLinks = { orders: boolean; jobs: boolean };

/** The placement side panel (URL ?id=): its fields, timesheets, linked order and job; staff may edit or end it. */
export function PlacementDetailSheet({
  id,
  onClose,
  canManage,
  links,
  fmt,
  label,
}: {
  id: string;
  onClose: () => void;
  canManage: boolean;
  links: DetailLinks;
  fmt: Format;
  label: string;
}) {
  const t = useTranslations('placements');
  const { data, error } = usePlacement(id || null);
  const p = data?.data;
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const { run, busy } = useAction({ revalidate: revalidatePlacements, fallbackError: t('errors.generic') });

  const end = async () => {
    if (await run(() => placementApi.end(id), t('ended'))) setEnding(false);
  };

  const footer =
    canManage && p ? (
      <>
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
        {p.status === 'active' ? (
          <Button variant="danger" onClick={() => setEnding(true)}>
            {t('actions.end')}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <SideSheet
      open={Boolean(id)}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={p ? p.candidate_name : label}
      description={p ? `${p.position} · ${p.company_name}` : undefined}
      footer={footer}
    >
      {error && !p ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message || t('errors.loadOne')}
        </p>
      ) : !p ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <dl>
          <Detail label={t('detail.status')}>
            <PlacementStatusBadge status={p.status} />
          </Detail>
          <Detail label={t('detail.candidate')}>
            {p.candidate_name} <span className="text-slate-700">{p.candidate_email}</span>
          </Detail>
          <Detail label={t('detail.company')}>{p.company_name}</Detail>
          <Detail label={t('detail.location')}>{p.location_name}</Detail>
          <Detail label={t('detail.position')}>{p.position}</Detail>
          <Detail label={t('detail.start')}>{fmt.date(p.start_date)}</Detail>
          <Detail label={t('detail.end')}>{p.end_date ? fmt.date(p.end_date) : t('table.openEnded')}</Detail>
          <Detail label={t('detail.billRate')}>{fmt.money(p.bill_rate)}</Detail>
          {p.pay_rate !== undefined ? <Detail label={t('detail.payRate')}>{fmt.money(p.pay_rate)}</Detail> : null}
          <Detail label={t('detail.timesheets')}>
            {p.timesheets_count > 0 ? (
              <Link className="underline" href={`/timesheets?q=${encodeURIComponent(p.candidate_name)}`}>
                {t('detail.timesheetsCount', { count: p.timesheets_count })}
              </Link>
            ) : (
              t('detail.timesheetsCount', { count: 0 })
            )}
          </Detail>
          <Detail label={t('detail.order')}>
            {p.order ? (
              links.orders ? (
                <Link className="underline" href={`/orders?id=${p.order._id}`}>
                  {p.order.position}
                </Link>
              ) : (
                p.order.position
              )
            ) : (
              t('detail.none')
            )}
          </Detail>
          <Detail label={t('detail.job')}>
            {p.job ? (
              links.jobs ? (
                <Link className="underline" href={`/jobs-v2/${p.job._id}`}>
                  {p.job.title}
                </Link>
              ) : (
                p.job.title
              )
            ) : (
              t('detail.none')
            )}
          </Detail>
        </dl>
      )}
      {/* Custom field values are staff data (the values API is staff-only), so contacts do not see them. */}
      {canManage && p ? <CustomFieldsPanel entity="placement" entityId={p._id} className="mt-6 border-t border-slate-200 pt-4" /> : null}
      {editing && p ? <EditPlacementDialog placement={p} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        busy={busy}
        onConfirm={end}
        title={t('endConfirm.title')}
        description={t('endConfirm.body', { name: p?.candidate_name ?? '' })}
        confirmLabel={t('endConfirm.confirm')}
        cancelLabel={t('actions.cancel')}
      />
    </SideSheet>
  );
}
