'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { FilterSelect } from '@/components/ui/filter-bar';
import type { SelectOption } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { CLEAR_FILTERS, hasApplicationFilters, type ApplicationsQuery } from './query';
import { useApplicationOptions } from './use-options';

/** Status, job, source, applied dates and candidate search; every change returns to page 1. */
export function ApplicationsFilters({ query, onChange }: { query: ApplicationsQuery; onChange: (patch: Patch) => void }) {
  const t = useTranslations('applications.filters');
  const { statuses, sources, jobs } = useApplicationOptions();
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  const reversed = Boolean(query.from && query.to && query.from > query.to);
  // '' is "all": the filter leaves the URL.
  const select = (label: string, value: string, key: string, all: string, options: SelectOption[], width: string) => (
    <FilterSelect label={label} value={value} all={all} options={options} width={width} onChange={(v) => set({ [key]: v })} />
  );
  return (
    <div role="search" aria-label={t('label')} className="mb-4 flex flex-wrap items-start gap-3">
      {select(
        t('status'),
        query.status,
        'status',
        t('allStatuses'),
        statuses.map((s) => ({ value: s._id, label: s.name })),
        'w-40',
      )}
      {select(
        t('job'),
        query.job,
        'job',
        t('allJobs'),
        jobs.map((j) => ({ value: j._id, label: j.title })),
        'w-60',
      )}
      {select(
        t('source'),
        query.source,
        'source',
        t('allSources'),
        sources.map((s) => ({ value: s.name, label: s.name })),
        'w-40',
      )}
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className="sr-only">{t('dates')}</legend>
        <Field label={t('from')} error={reversed ? t('datesReversed') : null}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={query.from}
              max={query.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
              className={control}
            />
          )}
        </Field>
        <Field label={t('to')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={query.to}
              min={query.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
              className={control}
            />
          )}
        </Field>
      </fieldset>
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      {hasApplicationFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => onChange(CLEAR_FILTERS)}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
