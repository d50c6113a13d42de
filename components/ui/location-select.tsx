'use client';
import { control } from './controls';
import { Field } from './input';

type Place = { _id: string; name: string; company_name: string };

function byCompany(locations: readonly Place[]): [string, Place[]][] {
  const groups = new Map<string, Place[]>();
  for (const l of locations) groups.set(l.company_name, [...(groups.get(l.company_name) ?? []), l]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The options of a location select, grouped by client company: people look a site up by its client first. */
export function LocationOptions({ locations }: { locations: readonly Place[] }) {
  return byCompany(locations).map(([company, list]) => (
    <optgroup key={company} label={company}>
      {list.map((l) => (
        <option key={l._id} value={l._id}>
          {l.name}
        </option>
      ))}
    </optgroup>
  ));
}

/**
 * The location filter of the lists: 'all' or one location, grouped by client company. A location from a
 * shared link that is not in the user's list stays selectable, so the select shows the truth.
 */
export function LocationSelect({
  value,
  locations,
  onChange,
  labels,
}: {
  value: string;
  locations: readonly Place[];
  onChange: (location: string | null) => void;
  labels: { label: string; all: string; unknown: string };
}) {
  const unknown = value !== 'all' && !locations.some((l) => l._id === value);
  return (
    <Field label={labels.label}>
      {(p) => (
        <select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value)}
          className={`${control} w-56`}
        >
          <option value="all">{labels.all}</option>
          {unknown ? <option value={value}>{labels.unknown}</option> : null}
          <LocationOptions locations={locations} />
        </select>
      )}
    </Field>
  );
}
