'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LocationSelect } from '@/components/ui/location-select';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { Patch } from '@/lib/url-state/use-list-state';
import { SHIFT_STATUSES, STAFFING_FILTERS, type BoardFilter, type BoardLocation } from '@/lib/shifts-board/types';
import { hasFilters, NO_FILTERS } from './url-state';

/** Location, position, status and search; the kit's selects load their listbox on first use. */
export function BoardFilters({
  filter,
  locations,
  positions,
  onChange,
}: {
  filter: BoardFilter;
  locations: readonly BoardLocation[];
  positions: string[];
  onChange: (p: Patch) => void;
}) {
  const t = useTranslations('shiftsBoard.filters');
  const tStatus = useTranslations('shiftsBoard.status');
  const tStaffing = useTranslations('shiftsBoard.staffing');
  // A value from a shared link that is not in the list stays selectable, so the select shows the truth.
  const positionOptions = filter.position && !positions.includes(filter.position) ? [filter.position, ...positions] : positions;
  return (
    <div role="search" aria-label={t('label')} className="mb-4 flex flex-wrap items-start gap-3">
      <LocationSelect
        value={filter.location}
        locations={locations}
        onChange={(location) => onChange({ location })}
        labels={{ label: t('location'), all: t('allLocations'), unknown: t('selectedLocation') }}
      />
      <Select
        label={t('position')}
        size="sm"
        className="w-48"
        value={filter.position}
        onValueChange={(position) => onChange({ position: position || null })}
        options={[{ value: '', label: t('allPositions') }, ...positionOptions.map((name) => ({ value: name, label: name }))]}
      />
      <Select
        label={t('status')}
        size="sm"
        className="w-40"
        value={filter.status}
        onValueChange={(status) => onChange({ status: status === 'all' ? null : status })}
        options={[{ value: 'all', label: t('allStatuses') }, ...SHIFT_STATUSES.map((s) => ({ value: s, label: tStatus(s) }))]}
      />
      <Select
        label={t('staffing')}
        size="sm"
        className="w-44"
        value={filter.staffing}
        onValueChange={(staffing) => onChange({ staffing: staffing === 'all' ? null : staffing })}
        options={[{ value: 'all', label: t('allStaffing') }, ...STAFFING_FILTERS.map((s) => ({ value: s, label: tStaffing(s) }))]}
      />
      <SearchBox value={filter.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => onChange({ q: q || null })} />
      {hasFilters(filter) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => onChange(NO_FILTERS)}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
