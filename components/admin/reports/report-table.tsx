'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { FieldMeta } from '@/lib/custom-reports/sources';
import type { CellValue, ReportRow } from '@/lib/custom-reports/types';
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
export function ReportTable({ fields, rows, caption, label }: { fields: readonly FieldMeta[]; rows: readonly ReportRow[]; caption: string; label: (f: FieldMeta) => string }) {
  const cell = useCellFormat();
  return (
    <Table caption={caption}>
      <THead>
        <tr>{fields.map((f) => <TH key={f.key} className={cn('whitespace-nowrap', NUMERIC.has(f.type) && 'text-end')}>{label(f)}</TH>)}</tr>
      </THead>
      <TBody>
        {rows.map((row, i) => (
          <TR key={typeof row._id === 'string' ? row._id : i}>
            {fields.map((f) => {
              const text = cell(f, row[f.key] ?? null);
              return <TD key={f.key} title={text} className={cn(NUMERIC.has(f.type) && 'text-end tabular-nums', 'max-w-xs truncate')}>{text}</TD>;
            })}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
