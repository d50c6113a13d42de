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
import type { PositionRow } from '@/lib/companies/schema';
import { companyApi } from '../api';
import { usePositions } from '../use-companies';

// The dialog checks its input with the zod schema it shares with the API: loaded when first opened, so zod
// stays out of the company page's first-load JavaScript (DESIGN §6 budget).
const PositionDialog = dynamic(() => import('./position-dialog').then((m) => m.PositionDialog), { ssr: false });

/** Positions the company staffs with their default rates: add, edit, archive (with confirmation). */
export function PositionsTab({ companyId, currency }: { companyId: string; currency: string }) {
  const t = useTranslations('companies.positions');
  const tc = useTranslations('common');
  const fmt = useFormat(currency);
  const { data, error, mutate } = usePositions(companyId);
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<PositionRow | 'new' | null>(null);
  const [archiving, setArchiving] = useState<PositionRow | null>(null);

  async function archive() {
    if (archiving && (await run(() => companyApi.archivePosition(companyId, archiving._id), t('archived')))) void mutate();
    setArchiving(null);
  }

  const columns = useMemo(
    (): ColumnDef<PositionRow>[] => [
      { id: 'name', header: t('fields.name'), meta: { className: 'font-medium' }, cell: ({ row }) => row.original.name },
      { id: 'bill_rate', header: t('fields.bill_rate'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.bill_rate) },
      { id: 'pay_rate', header: t('fields.pay_rate'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.pay_rate) },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        meta: { className: 'whitespace-nowrap text-end' },
        cell: ({ row: { original: p } }) => (
          <>
            <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: p.name })} onClick={() => setEditing(p)}>
              {t('edit')}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t('archiveNamed', { name: p.name })} onClick={() => setArchiving(p)}>
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
        <Button size="sm" onClick={() => setEditing('new')}>
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={(p) => p._id}
        caption={t('caption')}
        error={error}
        onRetry={() => void mutate()}
        empty={<Empty>{t('empty')}</Empty>}
      />
      {editing ? (
        <PositionDialog
          companyId={companyId}
          position={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(o) => {
          if (!o) setArchiving(null);
        }}
        busy={busy}
        title={t('archiveTitle', { name: archiving?.name ?? '' })}
        description={t('archiveBody')}
        confirmLabel={t('archive')}
        cancelLabel={tc('cancel')}
        onConfirm={() => void archive()}
      />
    </section>
  );
}
