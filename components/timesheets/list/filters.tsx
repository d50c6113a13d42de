'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { LocationSelect } from '@/components/ui/location-select';
import { SearchBox } from '@/components/ui/search-box';
import { useLocations } from '@/lib/browser/use-locations';
import type { Patch } from '@/lib/url-state/use-list-state';
import { WEEK_PRESETS, type WeekPresets } from '@/lib/timesheets/week-presets';
import type { BaseFilter } from '../url-state';

/**
 * Location, date range and search, shared by the timesheet and timecard lists: the kit's select (its listbox
 * loads on first use) and native date inputs, with "this week" and "last week" when the server computed them
 * (on the tenant's clock). Every change returns the list to page 1.
 */
export function Filters({
  filter,
  onChange,
  searchPlaceholder,
  presets,
}: {
  filter: BaseFilter;
  onChange: (patch: Patch) => void;
  searchPlaceholder: string;
  presets?: WeekPresets;
}) {
  const t = useTranslations('timesheets.filters');
  const locations = useLocations();
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  const reversed = Boolean(filter.from && filter.to && filter.from > filter.to);
  const incomplete = Boolean(filter.from) !== Boolean(filter.to);
  const active = filter.location !== 'all' || filter.from || filter.to || filter.q;
  return (
    <div role="search" aria-label={t('label')} className="flex flex-wrap items-start gap-3">
      <LocationSelect
        value={filter.location}
        locations={locations}
        onChange={(location) => set({ location })}
        labels={{ label: t('location'), all: t('allLocations'), unknown: t('unknownLocation') }}
      />
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className="sr-only">{t('dates')}</legend>
        <Field label={t('from')} error={reversed ? t('datesReversed') : null} hint={incomplete ? t('datesIncomplete') : undefined}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={filter.from}
              max={filter.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
              className={control}
            />
          )}
        </Field>
        <Field label={t('to')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
              className={control}
            />
          )}
        </Field>
        {presets ? (
          <div role="group" aria-label={t('presets')} className="mt-7 flex gap-1">
            {WEEK_PRESETS.map((preset) => {
              const range = presets[preset];
              const chosen = filter.from === range.from && filter.to === range.to;
              return (
                <Button key={preset} variant={chosen ? 'outline' : 'ghost'} size="sm" aria-pressed={chosen} onClick={() => set(range)}>
                  {t(preset)}
                </Button>
              );
            })}
          </div>
        ) : null}
      </fieldset>
      <SearchBox value={filter.q} label={t('search')} placeholder={searchPlaceholder} onCommit={(q) => set({ q })} />
      {active ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ location: null, from: null, to: null, q: null })}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
