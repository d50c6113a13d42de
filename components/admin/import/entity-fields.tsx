'use client';
import { useTranslations } from 'next-intl';
import { IMPORT_FIELDS, templateCsv, type ImportEntity } from '@/lib/import/fields';

/** The columns an entity takes and a template with its header row, built here so no request is needed. */
export function EntityFields({ entity }: { entity: ImportEntity }) {
  const t = useTranslations('dataImport');
  const fields = IMPORT_FIELDS[entity];
  const list = (required: boolean) => fields.filter((f) => f.required === required).map((f) => f.key);
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(entity))}`;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <dl className="space-y-2">
        <div>
          <dt className="font-medium text-slate-900">{t('requiredColumns')}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1">
            {list(true).map((k) => (
              <code key={k} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                {k}
              </code>
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('optionalColumns')}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1">
            {list(false).map((k) => (
              <code key={k} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                {k}
              </code>
            ))}
          </dd>
        </div>
      </dl>
      {fields.some((f) => f.key === 'company') ? <p className="text-xs text-slate-600">{t('companyHint')}</p> : null}
      <a
        href={href}
        download={`${entity}-template.csv`}
        className="inline-block font-medium text-slate-900 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
      >
        {t('template', { entity: t(`entities.${entity}`) })}
      </a>
    </div>
  );
}
