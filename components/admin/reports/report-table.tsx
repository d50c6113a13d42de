'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { FieldMeta } from '@/lib/custom-reports/sources';
import type { CellValue } from '@/lib/custom-reports/types';
import type { ReportRow } from '@/lib/custom-reports/schema';
import { translatedOr } from '@/lib/i18n/keys';

const NUMERIC = new Set(['number', 'money']);

/** A cell as a person reads it, in the reader's locale; the CSV keeps the raw values. */
function useCellFormat() {
  const format = useFormatter();
  const t = useTranslations('customReports');
  return (field: FieldMeta, value: CellValue): string => {
    if (value === null || value === '') return '—';
    switch (field.type) {
      case 'number':
        return format.number(Number(value), { maximumFractionDigits: 2 });
      case 'money':
        return format.number(Number(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      case 'date':
        // A calendar day: formatted in UTC so no time zone moves it to the day before.
        return format.dateTime(new Date(`${String(value)}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
      case 'datetime':
        return format.dateTime(new Date(String(value)), { dateStyle: 'medium', timeStyle: 'short' });
      case 'boolean':
        return value ? t('values.yes') : t('values.no');
      default:
        // Fixed status codes (approved, ended, …) read in the reader's language; other text as stored.
        return field.key === 'status' ? translatedOr(t, `statuses.${String(value)}`, String(value)) : String(value);
    }
  };
}

/** Rows of a report under its chosen columns, labelled in the reader's language. */
export function ReportTable({
  fields,
  rows,
  caption,
  label,
}: {
  fields: readonly FieldMeta[];
  rows: readonly ReportRow[];
  caption: string;
  label: (f: FieldMeta) => string;
}) {
  const cell = useCellFormat();
  const columns = fields.map((f): ColumnDef<ReportRow> => ({
    id: f.key,
    header: label(f),
    meta: { numeric: NUMERIC.has(f.type), className: 'max-w-xs truncate' },
    cell: ({ row }) => {
      const text = cell(f, row.original[f.key] ?? null);
      return <span title={text}>{text}</span>;
    },
  }));
  return (
    <DataTable columns={columns} rows={rows} caption={caption} getRowId={(row, i) => (typeof row._id === 'string' ? row._id : String(i))} />
  );
}
