'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { hasFilters, STATUS_FILTERS, type CompanyQuery } from './query';

/** Search, status and industry. Native controls; every change returns to page 1. */
export function Filters({ query, industries, onChange }: { query: CompanyQuery; industries: string[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('companies.list');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  // A bookmarked industry that no company has any more stays selectable, so the select shows the truth.
  const options = query.industry && !industries.includes(query.industry) ? [query.industry, ...industries] : industries;
  return (
    <div role="search" aria-label={t('filtersLabel')} className="mb-4 flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('status')}>
        {(p) => (
          <select {...p} value={query.status} onChange={(e) => set({ status: e.target.value === 'all' ? null : e.target.value })} className={`${control} w-40`}>
            {STATUS_FILTERS.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('industry')}>
        {(p) => (
          <select {...p} value={query.industry} onChange={(e) => set({ industry: e.target.value })} className={`${control} w-48`}>
            <option value="">{t('allIndustries')}</option>
            {options.map((i) => <option key={i} value={i}>{i}</option>)}
          </select>
        )}
      </Field>
      {hasFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ q: null, status: null, industry: null })}>{t('clear')}</Button>
      ) : null}
    </div>
  );
}
