'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { RESOURCE_STATES, type CareerCategory } from '@/lib/career-resources/types';
import { hasFilters, type CareerQuery } from './query';

/** Category, published state and search. Native controls; every change returns to page 1. */
export function Filters({
  query,
  categories,
  onChange,
}: {
  query: CareerQuery;
  categories: CareerCategory[];
  onChange: (patch: Patch) => void;
}) {
  const t = useTranslations('careerResources.filters');
  const ts = useTranslations('careerResources.states');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <FilterBar
      label={t('label')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ category: null, state: null, q: null }) : null}
    >
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <FilterSelect
        label={t('category')}
        width="w-52"
        value={query.category}
        all={t('allCategories')}
        onChange={(category) => set({ category })}
        options={[...categories.map((c) => ({ value: c._id, label: c.name })), { value: 'none', label: t('uncategorised') }]}
      />
      <FilterSelect
        label={t('state')}
        width="w-40"
        value={query.state}
        none="all"
        options={RESOURCE_STATES.map((s) => ({ value: s, label: ts(s) }))}
        onChange={(state) => set({ state })}
      />
    </FilterBar>
  );
}
