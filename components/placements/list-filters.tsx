'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { sitesOf, useCompanies } from './company-locations';
import type { CommonFilter } from './url-state';

/**
 * Company, location, day and search filters of the placements and orders lists, with room for a
 * list's own filters (`children`). Every change returns the list to page 1.
 */
export function ListFilters({
  filter,
  onChange,
  searchLabel,
  searchPlaceholder,
  dateLabel,
  extraActive,
  onClearExtra,
  children,
}: {
  filter: CommonFilter;
  onChange: (patch: Patch) => void;
  searchLabel: string;
  searchPlaceholder: string;
  dateLabel: string;
  extraActive?: boolean;
  onClearExtra?: Patch;
  children?: ReactNode;
}) {
  const t = useTranslations('placements.filters');
  const companies = useCompanies();
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  const active = Boolean(filter.company || filter.location || filter.date || filter.q || extraActive);
  const sites = sitesOf(companies, filter.company);
  return (
    <div role="search" aria-label={t('label')} className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      {companies.length > 1 ? (
        <Select
          label={t('company')}
          size="sm"
          className="w-52"
          value={filter.company}
          options={[{ value: '', label: t('allCompanies') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
          onValueChange={(company) => set({ company, location: null })}
        />
      ) : null}
      <Select
        label={t('location')}
        size="sm"
        className="w-52"
        value={filter.location}
        options={[
          { value: '', label: t('allLocations') },
          // A location of a shared link the reader cannot see (or one gone) still reads as chosen.
          ...(filter.location && !sites.some((l) => l._id === filter.location)
            ? [{ value: filter.location, label: t('unknownLocation') }]
            : []),
          ...sites.map((l) => ({ value: l._id, label: filter.company ? l.name : `${l.company_name} · ${l.name}` })),
        ]}
        onValueChange={(location) => set({ location })}
      />
      <Field label={dateLabel}>
        {(p) => <input {...p} type="date" value={filter.date} className={control} onChange={(e) => set({ date: e.target.value })} />}
      </Field>
      <SearchBox value={filter.q} label={searchLabel} placeholder={searchPlaceholder} onCommit={(q) => set({ q })} />
      {active ? (
        <Button variant="ghost" size="sm" onClick={() => set({ company: null, location: null, date: null, q: null, ...onClearExtra })}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
