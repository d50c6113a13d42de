'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import type { StatusOption } from '@/lib/candidates/types';
import { CANDIDATE_SORTS } from '@/lib/candidates/types';
import { hasFilters, PLACEMENT_FILTERS, type CandidateQuery } from './query';

/** Search, status, city, placement and sort. Native controls; every change returns to page 1. */
export function Filters({
  query,
  statuses,
  onChange,
}: {
  query: CandidateQuery;
  statuses: StatusOption[];
  onChange: (patch: Patch) => void;
}) {
  const t = useTranslations('candidates.list');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <FilterBar
      label={t('filtersLabel')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, status: null, city: null, placed: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <FilterSelect
        label={t('status')}
        width="w-44"
        value={query.status}
        all={t('allStatuses')}
        options={statuses.map((s) => ({ value: s._id, label: s.name }))}
        onChange={(status) => set({ status })}
      />
      <SearchBox value={query.city} label={t('city')} placeholder={t('cityPlaceholder')} onCommit={(city) => set({ city })} />
      <FilterSelect
        label={t('placement')}
        width="w-40"
        value={query.placed}
        none="any"
        options={PLACEMENT_FILTERS.map((f) => ({ value: f, label: t(`placed.${f}`) }))}
        onChange={(placed) => set({ placed })}
      />
      <FilterSelect
        label={t('sort')}
        width="w-40"
        value={query.sort}
        none="last_name"
        options={CANDIDATE_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        onChange={(sort) => set({ sort })}
      />
    </FilterBar>
  );
}
