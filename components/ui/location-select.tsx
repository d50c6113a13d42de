'use client';
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

/** Options ordered by client company, then site; each names its client before the site (the list is flat). */
const locationOptions = (locations: readonly Place[]): SelectOption[] =>
  byCompany(locations).flatMap(([company, list]) => list.map((l) => ({ value: l._id, label: `${company} · ${l.name}` })));

/**
 * The location filter of the lists: 'all' or one location, the options ordered by client company (each names
 * its client before the site). A location from a shared link that is not in the user's list stays selectable,
 * so the select shows the truth.
 */
export function LocationSelect({ value, locations, onChange, labels }: LocationSelectProps) {
  const unknown = value !== 'all' && !locations.some((l) => l._id === value);
  const options = [
    { value: 'all', label: labels.all },
    ...(unknown ? [{ value, label: labels.unknown }] : []),
    ...locationOptions(locations),
  ];
  return (
    <Select
      label={labels.label}
      size="sm"
      className="w-56"
      value={value}
      options={options}
      onValueChange={(v) => onChange(v === 'all' ? null : v)}
    />
  );
}
