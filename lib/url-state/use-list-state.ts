'use client';
import { useQueryStates, type ParserMap, type Values } from 'nuqs';
import { useCallback, useMemo } from 'react';
import { urlKeysOf, type ExtraKeys } from './params';

/** A change to a list's URL state, by URL key: null, undefined or '' resets a key to its default. */
export type Patch = Record<string, string | number | null | undefined>;

/**
 * A list's state from the URL, typed by its parsers, and the patch that changes it. A patch names URL keys
 * (per_page, not perPage) and takes raw values, as filter controls produce them; each goes through its parser,
 * so a value the parser refuses (or null, or '') resets that key to its default, which leaves the URL.
 * Changes replace the history entry without re-running the page's server component (nuqs' shallow update).
 * `extra` names values whose URL key differs from their name (a module constant, like the parsers).
 */
export function useListState<P extends ParserMap>(parsers: P, extra?: ExtraKeys): [Values<P>, (patch: Patch) => void] {
  const urlKeys = useMemo(() => urlKeysOf<P>(extra), [extra]);
  const [values, set] = useQueryStates(parsers, { urlKeys });
  const update = useCallback(
    (patch: Patch) => {
      const nameOf = new Map(Object.entries(urlKeys as Record<string, string>).map(([name, key]) => [key, name]));
      const next: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(patch)) {
        const name = nameOf.get(key) ?? key;
        // Lists hold single values only (no arrays), so every parser reads one string.
        const parser = parsers[name] as { parse: (value: string) => unknown } | undefined;
        if (!parser) throw new Error(`The list state has no "${key}"`);
        next[name] = raw === null || raw === undefined || raw === '' ? null : parser.parse(String(raw));
      }
      void set(next as Parameters<typeof set>[0]);
    },
    [parsers, set, urlKeys],
  );
  return [values, update];
}
