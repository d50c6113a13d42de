'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import type { SelectOption } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { BONUS_STATES } from '@/lib/referrals/types';
import type { StatusOption } from '@/lib/statuses/schema';
import { hasFilters, type ReferralQuery } from './query';

/** Search, status and bonus state; every change returns to page 1. */
export function Filters({
  query,
  statuses,
  onChange,
}: {
  query: ReferralQuery;
  statuses: StatusOption[];
  onChange: (patch: Patch) => void;
}) {
  const t = useTranslations('referrals.filters');
  const tb = useTranslations('referrals.bonusStates');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  // '' is "all": the filter leaves the URL.
  const select = (label: string, value: string, key: string, all: string, options: SelectOption[], width: string) => (
    <FilterSelect label={label} value={value} all={all} options={options} width={width} onChange={(v) => set({ [key]: v })} />
  );
  return (
    <FilterBar
      label={t('label')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, status: null, bonus: null }) : null}
    >
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      {select(
        t('status'),
        query.status,
        'status',
        t('allStatuses'),
        statuses.map((s) => ({ value: s._id, label: s.name })),
        'w-44',
      )}
      {select(
        t('bonus'),
        query.bonus,
        'bonus',
        t('allBonuses'),
        BONUS_STATES.map((s) => ({ value: s, label: tb(s) })),
        'w-40',
      )}
    </FilterBar>
  );
}
