'use client';
import { control } from './controls';
import { Field } from './input';
import { Select, type SelectOption } from './select';

type Place = { _id: string; name: string; company_name: string };
type LocationSelectProps = {
  value: string;
  locations: readonly Place[];
  onChange: (location: string | null) => void;
  labels: { label: string; all: string; unknown: string };
};

function byCompany(locations: readonly Place[]): [string, Place[]][] {
  const groups = new Map<string, Place[]>();
  for (const l of locations) groups.set(l.company_name, [...(groups.get(l.company_name) ?? []), l]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The options of a native location select, grouped by client company: people look a site up by its client first. */
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

/** The same order for the kit's select, whose options are flat: each names its client before the site. */
const locationOptions = (locations: readonly Place[]): SelectOption[] =>
  byCompany(locations).flatMap(([company, list]) => list.map((l) => ({ value: l._id, label: `${company} · ${l.name}` })));

/**
 * The location filter of the lists: 'all' or one location, grouped by client company. A location from a
 * shared link that is not in the user's list stays selectable, so the select shows the truth.
 */
export function LocationSelect({ value, locations, onChange, labels }: LocationSelectProps) {
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

/**
 * LocationSelect on the kit's Select (its listbox loads on first use): the same values, labels and order, the
 * options flat with the client before the site. The screens move to it from the native one (issue 12).
 */
export function LocationFilter({ value, locations, onChange, labels }: LocationSelectProps) {
  const unknown = value !== 'all' && !locations.some((l) => l._id === value);
  const options = [
    { value: 'all', label: labels.all },
    ...(unknown ? [{ value, label: labels.unknown }] : []),
    ...locationOptions(locations),
  ];
  return (
    <Field label={labels.label}>
      {(p) => (
        <Select {...p} size="sm" className="w-56" value={value} options={options} onValueChange={(v) => onChange(v === 'all' ? null : v)} />
      )}
    </Field>
  );
}
