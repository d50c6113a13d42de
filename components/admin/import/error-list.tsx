'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { ImportError } from '@/lib/import/schema';

/** A long list stays readable and light: the first 200 are listed, the counts say how many there are. */
const SHOWN = 200;

/** Every problem of the file by row and column, as the spreadsheet numbers them. */
export function ErrorList({ errors, errorRows }: { errors: ImportError[]; errorRows: number }) {
  const t = useTranslations('dataImport.errors');
  const columns: ColumnDef<ImportError>[] = [
    { id: 'row', header: t('row'), meta: { numeric: true, className: 'w-20' }, cell: ({ row }) => row.original.row },
    {
      id: 'field',
      header: t('field'),
      meta: { className: 'w-40' },
      cell: ({ row }) => <code className="text-xs">{row.original.field}</code>,
    },
    { id: 'message', header: t('message'), cell: ({ row }) => row.original.message },
  ];
  if (errors.length === 0)
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {t('none')}
      </p>
    );
  return (
    <section aria-labelledby="import-errors" className="space-y-2">
      <h4 id="import-errors" className="text-sm font-semibold text-red-800">
        {t('title', { rows: errorRows, count: errors.length })}
      </h4>
      <DataTable columns={columns} rows={errors.slice(0, SHOWN)} getRowId={(e, i) => `${i}:${e.row}:${e.field}`} caption={t('caption')} />
      {errors.length > SHOWN ? <p className="text-xs text-slate-600">{t('more', { shown: SHOWN, count: errors.length })}</p> : null}
    </section>
  );
}
