'use client';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import type { CompanyOption } from '@/lib/companies/schema';
import { hasFilters, type ContactQuery } from './query';

/** Search, company and the archived toggle. Every change returns to page 1. */
export function Filters({
  query,
  companies,
  onChange,
}: {
  query: ContactQuery;
  companies: CompanyOption[];
  onChange: (patch: Patch) => void;
}) {
  const t = useTranslations('contacts.list');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <FilterBar
      label={t('filtersLabel')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, company: null, archived: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Select
        label={t('company')}
        size="sm"
        className="w-56"
        value={query.company}
        options={[{ value: '', label: t('allCompanies') }, ...companies.map((c) => ({ value: c._id, label: c.name }))]}
        onValueChange={(company) => set({ company })}
      />
      <Checkbox
        className="mt-8"
        label={t('showArchived')}
        checked={query.archived}
        onChange={(e) => set({ archived: e.target.checked ? 'true' : null })}
      />
    </FilterBar>
  );
}
