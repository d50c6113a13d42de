'use client';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { IMPORT_ENTITIES } from '@/lib/import/fields';
import { EntityFields } from './entity-fields';
import { ErrorList } from './error-list';
import { FileDrop } from './file-drop';
import { ColumnMap, PreviewTable } from './preview-table';
import { useImport } from './use-import';

/**
 * Admin "import" tab: candidates, client companies, locations or contacts from a CSV file. The server
 * checks the whole file first; the import button stays off until no row has an error, and the import
 * itself is all or nothing.
 */
export function ImportTab() {
  const t = useTranslations('dataImport');
  const tc = useTranslations('common');
  const flow = useImport();
  const { preview, phase } = flow;
  const blocked = !preview || preview.errors.length > 0 || preview.missing_required.length > 0;
  return (
    <div className="max-w-5xl space-y-6">
      <p className="max-w-3xl text-sm text-slate-700">{t('intro')}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-4">
          <Select
            label={t('entity')}
            value={flow.entity}
            disabled={phase === 'importing'}
            onValueChange={flow.chooseEntity}
            options={IMPORT_ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
          />
          <EntityFields entity={flow.entity} />
        </div>
        <FileDrop file={flow.file} round={flow.round} disabled={phase === 'importing'} onFile={flow.chooseFile} />
      </div>

      {phase === 'checking' ? <Loading label={t('checking')} /> : null}
      {flow.problem ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {flow.problem}
        </p>
      ) : null}

      {preview ? (
        <section aria-labelledby="import-result" className="space-y-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h3 id="import-result" className="text-base font-semibold text-slate-900">
            {t('summary', { total: preview.total, rows: preview.error_rows })}
          </h3>
          <ColumnMap preview={preview} />
          <ErrorList errors={preview.errors} errorRows={preview.error_rows} />
          <PreviewTable preview={preview} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void flow.commit()} disabled={blocked} loading={phase === 'importing'}>
              {phase === 'importing' ? t('importing', { count: preview.total }) : t('import', { count: preview.total })}
            </Button>
            <Button variant="outline" onClick={flow.reset} disabled={phase === 'importing'}>
              {tc('cancel')}
            </Button>
            {blocked ? <p className="text-sm text-slate-700">{t('fixFirst')}</p> : null}
          </div>
          {phase === 'importing' ? <Spinner position="top" label={t('importing', { count: preview.total })} /> : null}
        </section>
      ) : null}
    </div>
  );
}
