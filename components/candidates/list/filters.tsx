'use client';
import { useTranslations } from 'next-intl';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { useStatusName } from '@/components/statuses/use-status-name';
import { Select, type SelectOption } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import type { StatusOption } from '@/lib/candidates/schema';
import { CANDIDATE_SORTS } from '@/lib/candidates/types';
import { hasFilters, PLACEMENT_FILTERS, type CandidateQuery } from './query';

/** Search, status, city, placement and sort; every change returns to page 1. */
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
  const statusName = useStatusName();
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  // Choosing a filter's default ('' for any status, 'any', the default sort) leaves it out of the URL.
  const select = (label: string, value: string, key: string, options: SelectOption[], width: string) => (
    <Select label={label} size="sm" className={width} value={value} options={options} onValueChange={(v) => set({ [key]: v })} />
  );
  return (
    <FilterBar
      label={t('filtersLabel')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, status: null, city: null, placed: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      {select(
        t('status'),
        query.status,
        'status',
        [{ value: '', label: t('allStatuses') }, ...statuses.map((s) => ({ value: s._id, label: statusName(s.name) }))],
        'w-44',
      )}
      <SearchBox value={query.city} label={t('city')} placeholder={t('cityPlaceholder')} onCommit={(city) => set({ city })} />
      {select(
        t('placement'),
        query.placed,
        'placed',
        PLACEMENT_FILTERS.map((f) => ({ value: f, label: t(`placed.${f}`) })),
        'w-40',
      )}
      {select(
        t('sort'),
        query.sort,
        'sort',
        CANDIDATE_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
        'w-40',
      )}
    </FilterBar>
  );
}
