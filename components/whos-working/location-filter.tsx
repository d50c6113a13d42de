'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import type { PortalLocation } from './use-whos-working';

/**
 * A native select rather than the Radix one: it is keyboard- and screen-reader-complete for free and
 * adds no JavaScript to a route that is close to its first-load budget. Locations are grouped by client.
 */
export function LocationFilter({
  value,
  onChange,
  locations,
}: {
  value: string | null;
  onChange: (location: string | null) => void;
  locations: PortalLocation[];
}) {
  const t = useTranslations('whosWorking.filters');
  const byCompany = new Map<string, PortalLocation[]>();
  for (const l of locations) byCompany.set(l.company_name, [...(byCompany.get(l.company_name) ?? []), l]);
  // A shared link may name a location before the list has loaded (or one this user cannot see):
  // keep it selectable so the select shows the truth instead of silently showing "All".
  const unknown = value !== null && !locations.some((l) => l._id === value);
  return (
    <Field label={t('location')}>
      {(p) => (
        <select
          {...p}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
          className="block h-10 w-64 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        >
          <option value="">{t('allLocations')}</option>
          {unknown ? <option value={value}>{t('selectedLocation')}</option> : null}
          {[...byCompany].map(([company, list]) => (
            <optgroup key={company} label={company}>
              {list.map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
