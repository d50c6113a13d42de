'use client';
import type { ColumnDef } from '@tanstack/react-table';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty } from '@/components/ui/load-states';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { KioskRow, KioskWithPin } from '@/lib/kiosks/schema';
import { companyApi } from '../api';
import { useKiosks, useLocations } from '../use-companies';
import { PinRevealDialog } from './pin-reveal-dialog';

// The dialog checks its input with the zod schema it shares with the API: loaded when first opened (DESIGN §6 budget).
const KioskDialog = dynamic(() => import('./kiosk-dialog').then((m) => m.KioskDialog), { ssr: false });

type Pending = { kind: 'reset' | 'archive'; kiosk: KioskRow };

/** Kiosks with their PIN hint; create and reset reveal the PIN once; reset and archive ask first. */
export function KiosksTab({ companyId }: { companyId: string }) {
  const t = useTranslations('companies.kiosks');
  const tc = useTranslations('common');
  const fmt = useFormat();
  const { data, error, mutate } = useKiosks(companyId);
  const { data: locations } = useLocations(companyId);
  const { busy, run } = useAction();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [revealed, setRevealed] = useState<KioskWithPin | null>(null);

  const reveal = (kiosk: KioskWithPin) => {
    setRevealed(kiosk);
    void mutate();
  };
  async function confirm() {
    if (!pending) return;
    const { kind, kiosk } = pending;
    if (kind === 'reset') {
      const res = await run(() => companyApi.resetPin(companyId, kiosk._id));
      if (res) reveal(res.data);
    } else if (await run(() => companyApi.archiveKiosk(companyId, kiosk._id), t('archived'))) {
      void mutate();
    }
    setPending(null);
  }

  const columns = useMemo(
    (): ColumnDef<KioskRow>[] => [
      { id: 'name', header: t('fields.name'), meta: { className: 'font-medium' }, cell: ({ row }) => row.original.name },
      { id: 'location', header: t('fields.location'), cell: ({ row }) => row.original.location_name ?? '—' },
      {
        id: 'pin',
        header: t('fields.pin'),
        cell: ({ row: { original: k } }) => (
          <>
            <span aria-hidden className="font-mono">
              ••••{k.pin_hint}
            </span>
            <span className="sr-only">{t('pinEndsWith', { hint: k.pin_hint })}</span>
          </>
        ),
      },
      {
        id: 'createdAt',
        header: t('createdAt'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.stamp(row.original.created_at),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        meta: { className: 'whitespace-nowrap text-end' },
        cell: ({ row: { original: k } }) => (
          <>
            <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'reset', kiosk: k })}>
              {t('reset')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'archive', kiosk: k })}>
              {t('archive')}
            </Button>
          </>
        ),
      },
    ],
    [t, fmt],
  );

  return (
    <section aria-label={t('title')} className="space-y-4">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setAdding(true)}>
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={(k) => k._id}
        caption={t('caption')}
        error={error}
        onRetry={() => void mutate()}
        empty={<Empty>{t('empty')}</Empty>}
      />
      {adding ? (
        <KioskDialog companyId={companyId} locations={locations?.data ?? []} open={adding} onOpenChange={setAdding} onCreated={reveal} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        busy={busy}
        cancelLabel={tc('cancel')}
        title={pending ? t(`${pending.kind}Title`, { name: pending.kiosk.name }) : ''}
        description={pending ? t(`${pending.kind}Body`) : ''}
        confirmLabel={pending ? t(pending.kind) : ''}
        onConfirm={() => void confirm()}
      />
      <PinRevealDialog kioskName={revealed?.name ?? ''} pin={revealed?.pin ?? null} onClose={() => setRevealed(null)} />
    </section>
  );
}
