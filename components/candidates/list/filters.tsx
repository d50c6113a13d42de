'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import type { StatusOption } from '@/lib/candidates/types';
import { CANDIDATE_SORTS } from '@/lib/candidates/types';
import { hasFilters, PLACEMENT_FILTERS, type CandidateQuery } from './query';

/** Search, status, city, placement and sort. Native controls; every change returns to page 1. */
export function Filters({ query, statuses, onChange }: { query: CandidateQuery; statuses: StatusOption[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('candidates.list');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <div role="search" aria-label={t('filtersLabel')} className="mb-4 flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('status')}>
        {(p) => (
          <select {...p} value={query.status} onChange={(e) => set({ status: e.target.value })} className={`${control} w-44`}>
            <option value="">{t('allStatuses')}</option>
            {statuses.map((s) => <option key={s._id} value={s._id}>{s.name}</option>)}
          </select>
        )}
      </Field>
      <SearchBox value={query.city} label={t('city')} placeholder={t('cityPlaceholder')} onCommit={(city) => set({ city })} />
      <Field label={t('placement')}>
        {(p) => (
          <select {...p} value={query.placed} onChange={(e) => set({ placed: e.target.value === 'any' ? null : e.target.value })} className={`${control} w-40`}>
            {PLACEMENT_FILTERS.map((f) => <option key={f} value={f}>{t(`placed.${f}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('sort')}>
        {(p) => (
          <select {...p} value={query.sort} onChange={(e) => set({ sort: e.target.value === 'last_name' ? null : e.target.value })} className={`${control} w-40`}>
            {CANDIDATE_SORTS.map((s) => <option key={s} value={s}>{t(`sorts.${s}`)}</option>)}
          </select>
        )}
      </Field>
      {hasFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ q: null, status: null, city: null, placed: null })}>{t('clear')}</Button>
      ) : null}
    </div>
  );
}
