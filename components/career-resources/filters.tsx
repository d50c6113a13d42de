'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { RESOURCE_STATES, type CareerCategory } from '@/lib/career-resources/types';
import { hasFilters, type CareerQuery } from './query';

/** Category, published state and search. Native controls; every change returns to page 1. */
export function Filters({ query, categories, onChange }: { query: CareerQuery; categories: CareerCategory[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('careerResources.filters');
  const ts = useTranslations('careerResources.states');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <div role="search" aria-label={t('label')} className="mb-4 flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('category')}>
        {(p) => (
          <select {...p} value={query.category} onChange={(e) => set({ category: e.target.value })} className={`${control} w-52`}>
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => <option key={c._id} value={c._id}>{c.name}</option>)}
            <option value="none">{t('uncategorised')}</option>
          </select>
        )}
      </Field>
      <Field label={t('state')}>
        {(p) => (
          <select {...p} value={query.state} onChange={(e) => set({ state: e.target.value === 'all' ? null : e.target.value })} className={`${control} w-40`}>
            {RESOURCE_STATES.map((s) => <option key={s} value={s}>{ts(s)}</option>)}
          </select>
        )}
      </Field>
      {hasFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ category: null, state: null, q: null })}>{t('clear')}</Button>
      ) : null}
    </div>
  );
}
