'use client';
import { useTranslations } from 'next-intl';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { hasFilters, STATUS_FILTERS, type CompanyQuery } from './query';

/** Search, status and industry; every change returns to page 1. */
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
      <Select
        label={t('status')}
        size="sm"
        className="w-40"
        value={query.status}
        options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        onValueChange={(status) => set({ status: status === 'all' ? null : status })}
      />
      <Select
        label={t('industry')}
        size="sm"
        className="w-48"
        value={query.industry}
        options={[{ value: '', label: t('allIndustries') }, ...options.map((i) => ({ value: i, label: i }))]}
        onValueChange={(industry) => set({ industry })}
      />
    </FilterBar>
  );
}
