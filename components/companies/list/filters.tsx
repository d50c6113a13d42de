'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
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
    <FilterBar
      label={t('filtersLabel')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, status: null, industry: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <FilterSelect
        label={t('status')}
        width="w-40"
        value={query.status}
        none="all"
        options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label={t('industry')}
        width="w-48"
        value={query.industry}
        all={t('allIndustries')}
        options={options.map((i) => ({ value: i, label: i }))}
        onChange={(industry) => set({ industry })}
      />
    </FilterBar>
  );
}
