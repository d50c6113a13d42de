'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { LocationSelect } from '@/components/ui/location-select';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { SHIFT_STATUSES, type BoardFilter, type BoardLocation } from '@/lib/shifts-board/types';
import { hasFilters, NO_FILTERS } from './url-state';

/** Location, position, status and search; native selects, keyboard-complete as they come. */
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
      <Field label={t('position')}>
        {(p) => (
          <select
            {...p}
            value={filter.position}
            onChange={(e) => onChange({ position: e.target.value || null })}
            className={`${control} w-48`}
          >
            <option value="">{t('allPositions')}</option>
            {positionOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('status')}>
        {(p) => (
          <select
            {...p}
            value={filter.status}
            onChange={(e) => onChange({ status: e.target.value === 'all' ? null : e.target.value })}
            className={`${control} w-40`}
          >
            <option value="all">{t('allStatuses')}</option>
            {SHIFT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tStatus(s)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SearchBox value={filter.q} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => onChange({ q: q || null })} />
      {hasFilters(filter) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => onChange(NO_FILTERS)}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
