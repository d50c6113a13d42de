'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { ImportError } from '@/lib/import/types';

/** A long list stays readable and light: the first 200 are listed, the counts say how many there are. */
const SHOWN = 200;

/** Every problem of the file by row and column, as the spreadsheet numbers them. */
export function ErrorList({ errors, errorRows }: { errors: ImportError[]; errorRows: number }) {
  const t = useTranslations('dataImport.errors');
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
      <div className="max-h-80 overflow-y-auto">
        <Table caption={t('caption')}>
          <THead>
            <tr>
              <TH className="w-20">{t('row')}</TH>
              <TH className="w-40">{t('field')}</TH>
              <TH>{t('message')}</TH>
            </tr>
          </THead>
          <TBody>
            {errors.slice(0, SHOWN).map((e) => (
              <TR key={`${e.row}:${e.field}`}>
                <TD className="tabular-nums">{e.row}</TD>
                <TD>
                  <code className="text-xs">{e.field}</code>
                </TD>
                <TD>{e.message}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      {errors.length > SHOWN ? <p className="text-xs text-slate-600">{t('more', { shown: SHOWN, count: errors.length })}</p> : null}
    </section>
  );
}
