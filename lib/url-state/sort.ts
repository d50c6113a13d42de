import { createParser } from 'nuqs/server';

/** A list's order in the URL: `sort=name` ascending, `sort=-name` descending (the list API's own words). */
export type SortState<F extends string = string> = { field: F; desc: boolean };

export const sortParam = (s: SortState) => `${s.desc ? '-' : ''}${s.field}`;

/** An unknown field reads as no sort at all, so the list's default applies (a stale link never reaches the API). */
function readSort<F extends string>(fields: readonly F[], v: string): SortState<F> | null {
  const desc = v.startsWith('-');
  const field = desc ? v.slice(1) : v;
  return (fields as readonly string[]).includes(field) ? { field: field as F, desc } : null;
}

/** The nuqs parser of a list's `sort`, defaulting to `fallback` (which leaves the URL when chosen again). */
export const sortParser = <F extends string>(fields: readonly F[], fallback: NoInfer<`${'' | '-'}${F}`>) =>
  createParser<SortState<F>>({
    parse: (v) => readSort(fields, v),
    serialize: sortParam,
    eq: (a, b) => a.field === b.field && a.desc === b.desc,
  }).withDefault(readSort(fields, fallback) as SortState<F>);
