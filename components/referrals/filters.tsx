'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { BONUS_STATES } from '@/lib/referrals/types';
import type { StatusOption } from '@/lib/statuses/types';
import { hasFilters, type ReferralQuery } from './query';

/** Search, status and bonus state. Native controls; every change returns to page 1. */
export function Filters({ query, statuses, onChange }: { query: ReferralQuery; statuses: StatusOption[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('referrals.filters');
  const tb = useTranslations('referrals.bonusStates');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <div role="search" aria-label={t('label')} className="mb-4 flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('status')}>
        {(p) => (
          <select {...p} value={query.status} onChange={(e) => set({ status: e.target.value })} className={`${control} w-44`}>
            <option value="">{t('allStatuses')}</option>
            {statuses.map((s) => <option key={s._id} value={s._id}>{s.name}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('bonus')}>
        {(p) => (
          <select {...p} value={query.bonus} onChange={(e) => set({ bonus: e.target.value })} className={`${control} w-40`}>
            <option value="">{t('allBonuses')}</option>
            {BONUS_STATES.map((s) => <option key={s} value={s}>{tb(s)}</option>)}
          </select>
        )}
      </Field>
      {hasFilters(query) ? <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ q: null, status: null, bonus: null })}>{t('clear')}</Button> : null}
    </div>
  );
}
