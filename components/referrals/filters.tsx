'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { BONUS_STATES } from '@/lib/referrals/types';
import type { StatusOption } from '@/lib/statuses/types';
import { hasFilters, type ReferralQuery } from './query';

/** Search, status and bonus state. Native controls; every change returns to page 1. */
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
  return (
    <FilterBar
      label={t('label')}
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, status: null, bonus: null }) : null}
    >
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <FilterSelect
        label={t('status')}
        width="w-44"
        value={query.status}
        all={t('allStatuses')}
        options={statuses.map((s) => ({ value: s._id, label: s.name }))}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label={t('bonus')}
        width="w-40"
        value={query.bonus}
        all={t('allBonuses')}
        options={BONUS_STATES.map((s) => ({ value: s, label: tb(s) }))}
        onChange={(bonus) => set({ bonus })}
      />
    </FilterBar>
  );
}
