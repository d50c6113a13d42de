'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table/data-table';
import { cn } from '@/lib/cn';
import { IMPORT_FIELDS } from '@/lib/import/fields';
import type { ImportPreview } from '@/lib/import/schema';

type PreviewRow = ImportPreview['rows'][number];

/** Which column of the file feeds which field; unmatched headers are shown as ignored, not dropped silently. */
export function ColumnMap({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('dataImport.mapping');
  return (
    <section aria-labelledby="import-mapping" className="space-y-2">
      <h4 id="import-mapping" className="text-sm font-semibold text-slate-900">
        {t('title')}
      </h4>
      {preview.missing_required.length ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('missing', { fields: preview.missing_required.join(', ') })}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2 text-sm">
        {preview.columns.map((c, i) => (
          <li
            key={`${i}:${c.header}`}
            className={cn(
              'rounded-md border px-2 py-1',
              c.field ? 'border-slate-300 bg-white' : 'border-dashed border-slate-300 text-slate-600',
            )}
          >
            <span className="font-medium">{c.header || t('blank')}</span>
            <span aria-hidden> → </span>
            <span className="sr-only">{t('to')}</span>
            {c.field ? <code className="text-xs">{c.field}</code> : <em>{t('ignored')}</em>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The first rows as they will be stored; a cell with a problem is marked and says so to screen readers. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('dataImport.preview');
  const mapped = new Set(preview.columns.map((c) => c.field));
  const fields = IMPORT_FIELDS[preview.entity].filter((f) => mapped.has(f.key)).map((f) => f.key);
  const bad = new Set(preview.errors.map((e) => `${e.row}:${e.field}`));
  const columns: ColumnDef<PreviewRow>[] = [
    { id: 'row', header: t('row'), meta: { className: 'w-16 tabular-nums text-slate-600' }, cell: ({ row }) => row.original.row },
    ...fields.map((f): ColumnDef<PreviewRow> => ({
      id: f,
      header: () => <code className="text-xs">{f}</code>,
      meta: { className: 'max-w-56 truncate' },
      cell: ({ row: { original: r } }) => {
        const wrong = bad.has(`${r.row}:${f}`);
        return (
          <span className={cn(wrong && 'bg-red-50 text-red-900')}>
            {r.values[f] || <span className="text-slate-400">—</span>}
            {wrong ? <span className="sr-only"> ({t('hasError')})</span> : null}
          </span>
        );
      },
    })),
  ];
  return (
    <section aria-labelledby="import-preview" className="space-y-2">
      <h4 id="import-preview" className="text-sm font-semibold text-slate-900">
        {t('title', { shown: preview.rows.length, total: preview.total })}
      </h4>
      <DataTable columns={columns} rows={preview.rows} caption={t('caption')} getRowId={(r) => String(r.row)} />
    </section>
  );
}
