'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { NameSortedTable, actionsColumn, nameColumn, numberColumn } from '@/components/admin/table-columns';
import { Dialog } from '@/components/ui/dialog';
import type { Format } from '@/lib/browser/format';
import { useApi } from '@/lib/browser/typed-api';
import type { TenantPosition } from '@/lib/catalog/schema';
import { positionsRoutes } from '@/lib/contracts/routes/catalog';
import { catalogApi, WITH_ARCHIVED } from './api';
import { useArchivePrompt } from './archive-prompt';
import { CatalogList } from './catalog-list';
import { EditArchiveButtons } from './row-buttons';
import { useAdminList } from './use-admin-list';

// The editor checks with the API's zod schema: it loads after the tab, so zod stays out of its first load.
const PositionEditor = dynamic(() => import('./position-editor').then((m) => m.PositionEditor), { ssr: false });

const idOf = (p: TenantPosition) => p._id;
const nameOf = (p: TenantPosition) => p.name;

/** Tenant-wide positions with default rates: a sortable table, an add row, edit in a dialog, archive with confirmation. */
export function PositionsSection({ fmt }: { fmt: Format }) {
  const t = useTranslations('catalog.positions');
  const tc = useTranslations('common');
  const list = useApi(positionsRoutes.list, WITH_ARCHIVED);
  const { rows, busy, change, reload } = useAdminList(list.data?.data, positionsRoutes.list);
  const [editing, setEditing] = useState<TenantPosition | null>(null);
  const archive = useArchivePrompt(
    'catalog.positions',
    nameOf,
    (p) => void change(() => catalogApi.togglePosition(p._id), t('archived')),
    busy,
  );
  const rowLabels = (p: TenantPosition) => ({
    edit: t('edit'),
    editNamed: t('editNamed', { name: p.name }),
    archive: t('archive'),
    archiveNamed: t('archiveNamed', { name: p.name }),
  });
  const columns: ColumnDef<TenantPosition>[] = [
    nameColumn(t('fields.name'), nameOf),
    numberColumn('bill_rate', t('fields.bill_rate'), (p: TenantPosition) => p.bill_rate, fmt.money),
    numberColumn('pay_rate', t('fields.pay_rate'), (p: TenantPosition) => p.pay_rate, fmt.money),
    actionsColumn(t('actions'), (p: TenantPosition) => (
      <EditArchiveButtons labels={rowLabels(p)} onEdit={() => setEditing(p)} onArchive={() => archive.ask(p)} />
    )),
  ];

  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <CatalogList
        rows={rows}
        error={list.error}
        retry={() => void list.mutate()}
        empty={t('empty')}
        idOf={idOf}
        nameOf={nameOf}
        busy={busy}
        onRestore={(p) => void change(() => catalogApi.togglePosition(p._id), t('restored'))}
        footer={
          <div className="border-t border-slate-200 pt-3">
            <p className="mb-1 text-sm font-medium text-slate-800">{t('addTitle')}</p>
            <PositionEditor inline submitLabel={t('add')} success={t('added')} send={catalogApi.createPosition} onDone={reload} />
          </div>
        }
      >
        {(active) => <NameSortedTable columns={columns} rows={active} getRowId={idOf} caption={t('caption')} />}
      </CatalogList>
      {editing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={t('editNamed', { name: editing.name })}
        >
          <PositionEditor
            position={editing}
            submitLabel={tc('save')}
            success={t('updated')}
            send={(body) => catalogApi.updatePosition(editing._id, body)}
            onDone={() => {
              setEditing(null);
              return reload();
            }}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      ) : null}
      {archive.dialog}
    </AdminSection>
  );
}
