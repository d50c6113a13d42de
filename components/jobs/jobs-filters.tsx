'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { useLocations } from '@/lib/browser/use-locations';
import type { Patch } from '@/lib/url-state/use-list-state';
import { JOB_FILTERS, JOB_SORTS, type JobSort } from '@/lib/jobs/types';
import { useApi } from '@/lib/browser/typed-api';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { companiesOf, sitesOf } from './places';
import { hasJobFilters, type JobsQuery } from './query';

// Message keys cannot start with '-', so each sort value has a named key.
const SORT_KEYS = { '-created': 'newest', created: 'oldest', title: 'titleAsc', '-title': 'titleDesc' } as const satisfies Record<
  JobSort,
  string
>;

/** Status, company, location, category, search and sort; every change returns to page 1. */
export function JobsFilters({ query, onChange }: { query: JobsQuery; onChange: (patch: Patch) => void }) {
  const t = useTranslations('jobs');
  const locations = useLocations();
  const { data: categories } = useApi(jobsRoutes.categories, {}, { revalidateOnFocus: false });
  const companies = companiesOf(locations);
  const sites = query.company ? sitesOf(locations, query.company) : locations;
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  const select = (
    label: string,
    value: string,
    onValue: (v: string) => void,
    options: { value: string; label: string }[],
    width = 'w-44',
  ) => <Select label={label} size="sm" value={value} onValueChange={onValue} options={options} className={width} />;
  return (
    <div role="search" aria-label={t('filters.label')} className="mb-4 flex flex-wrap items-start gap-3">
      {select(
        t('filters.status'),
        query.status,
        (v) => set({ status: v === 'all' ? null : v }),
        JOB_FILTERS.map((s) => ({ value: s, label: t(`filters.statuses.${s}`) })),
        'w-36',
      )}
      {select(
        t('filters.company'),
        query.company,
        (v) => set({ company: v || null, location: null }),
        [{ value: '', label: t('filters.allCompanies') }, ...companies.map((c) => ({ value: c.id, label: c.name }))],
        'w-52',
      )}
      {select(
        t('filters.location'),
        query.location,
        (v) => set({ location: v || null }),
        [
          { value: '', label: t('filters.allLocations') },
          ...sites.map((l) => ({ value: l._id, label: query.company ? l.name : `${l.company_name} · ${l.name}` })),
        ],
        'w-56',
      )}
      {select(t('filters.category'), query.category, (v) => set({ category: v || null }), [
        { value: '', label: t('filters.allCategories') },
        ...(categories?.data ?? []).map((c) => ({ value: c, label: c })),
      ])}
      <SearchBox value={query.q} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} onCommit={(q) => set({ q })} />
      {select(
        t('filters.sort'),
        query.sort,
        (v) => set({ sort: v === '-created' ? null : v }),
        JOB_SORTS.map((s) => ({ value: s, label: t(`filters.sorts.${SORT_KEYS[s]}`) })),
        'w-40',
      )}
      {hasJobFilters(query) ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-7"
          onClick={() => set({ status: null, company: null, location: null, category: null, q: null })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
