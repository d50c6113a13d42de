'use client';
import { useTranslations } from 'next-intl';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Select, type SelectOption } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { RESOURCE_STATES } from '@/lib/career-resources/types';
import type { CareerCategory } from '@/lib/career-resources/schema';
import { hasFilters, type CareerQuery } from './query';

/** Category, published state and search; every change returns to page 1. */
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
  // A filter's default ('' for every category, 'all' states) leaves the URL.
  const select = (label: string, value: string, key: string, options: SelectOption[], width: string) => (
    <Select label={label} size="sm" className={width} value={value} options={options} onValueChange={(v) => set({ [key]: v })} />
  );
  return (
    <FilterBar
      label={t('label')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ category: null, state: null, q: null }) : null}
    >
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      {select(
        t('category'),
        query.category,
        'category',
        [
          { value: '', label: t('allCategories') },
          ...categories.map((c) => ({ value: c._id, label: c.name })),
          { value: 'none', label: t('uncategorised') },
        ],
        'w-52',
      )}
      {select(
        t('state'),
        query.state,
        'state',
        RESOURCE_STATES.map((s) => ({ value: s, label: ts(s) })),
        'w-40',
      )}
    </FilterBar>
  );
}
