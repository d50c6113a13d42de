'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { actionsColumn, nameColumn, NameSortedTable } from '@/components/admin/table-columns';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { reportsApi, revalidateReports } from './api';
import { useExportReport } from './use-reports';
import { useAction } from '@/lib/browser/use-action';

/** The saved reports with their actions; deleting asks first. */
export function ReportList({
  reports,
  openId,
  onOpen,
  onCreate,
  onDeleted,
}: {
  reports: CustomReport[];
  openId: string | null;
  onOpen: (id: string, run: boolean) => void;
  onCreate: () => void;
  onDeleted: (id: string) => void;
}) {
  const t = useTranslations('customReports');
  const tc = useTranslations('common');
  const format = useFormatter();
  const { busy: removing, run } = useAction({ revalidate: revalidateReports });
  const { exportCsv, busy } = useExportReport();
  const [deleting, setDeleting] = useState<CustomReport | null>(null);

  async function remove(report: CustomReport) {
    const res = await run(() => reportsApi.remove(report._id), t('deleted'));
    setDeleting(null);
    if (res) onDeleted(report._id);
  }

  const columns: ColumnDef<CustomReport>[] = [
    nameColumn(t('columns.name'), (r) => r.name),
    { id: 'source', header: t('columns.source'), cell: ({ row }) => t(`sources.${row.original.source}`) },
    { id: 'fields', header: t('columns.fields'), cell: ({ row }) => t('fieldCount', { count: row.original.fields.length }) },
    {
      id: 'updated',
      header: t('columns.updated'),
      accessorFn: (r) => r.updated_at,
      enableSorting: true,
      // Newest first on the first click.
      sortDescFirst: true,
      cell: ({ row }) => format.dateTime(new Date(row.original.updated_at), { dateStyle: 'medium', timeStyle: 'short' }),
    },
    actionsColumn(t('columns.actions'), (r) =>
      (
        [
          { key: 'open', label: t('actions.open'), name: t('openLabel', { name: r.name }), onClick: () => onOpen(r._id, false) },
          { key: 'run', label: t('actions.run'), name: t('runLabel', { name: r.name }), onClick: () => onOpen(r._id, true) },
          { key: 'export', label: t('actions.export'), name: t('exportLabel', { name: r.name }), onClick: () => void exportCsv(r) },
          { key: 'delete', label: t('actions.delete'), name: t('deleteLabel', { name: r.name }), onClick: () => setDeleting(r) },
        ] as const
      ).map((a) => (
        // Delete is the quiet, red one; Export shows its own download in progress.
        <Button
          key={a.key}
          size="sm"
          variant={a.key === 'delete' ? 'ghost' : 'outline'}
          className={a.key === 'delete' ? 'text-red-700' : undefined}
          loading={a.key === 'export' && busy === r._id}
          aria-label={a.name}
          onClick={a.onClick}
        >
          {a.label}
        </Button>
      )),
    ),
  ];

  if (!reports.length) {
    return <EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={<Button onClick={onCreate}>{t('newReport')}</Button>} />;
  }
  return (
    <>
      <NameSortedTable
        columns={columns}
        rows={reports}
        getRowId={(r) => r._id}
        caption={t('listCaption')}
        rowProps={(r) => (r._id === openId ? { 'aria-current': true, className: 'bg-brand/5' } : {})}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('actions.delete')}
        cancelLabel={tc('cancel')}
        busy={removing}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </>
  );
}
