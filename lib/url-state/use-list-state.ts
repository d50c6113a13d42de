'use client';
import { useQueryStates, type ParserMap, type UrlKeys, type Values } from 'nuqs';
import { useCallback } from 'react';
import type { Patch } from '@/lib/browser/use-url-query';
import { URL_KEYS } from './params';

const NAME_OF: Record<string, string> = Object.fromEntries(Object.entries(URL_KEYS).map(([name, key]) => [key, name]));

/**
 * A list's state from the URL, typed by its parsers, and the patch that changes it. A patch names URL keys
 * (per_page, not perPage) and takes raw values, as filter controls produce them; each goes through its parser,
 * so a value the parser refuses (or null, or '') resets that key to its default, which leaves the URL.
 * Changes replace the history entry without re-running the page's server component (nuqs' shallow update).
 */
export function useListState<P extends ParserMap>(parsers: P): [Values<P>, (patch: Patch) => void] {
  const [values, set] = useQueryStates(parsers, { urlKeys: URL_KEYS as UrlKeys<P> });
  const update = useCallback((patch: Patch) => {
    const next: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(patch)) {
      const name = NAME_OF[key] ?? key;
      // Lists hold single values only (no arrays), so every parser reads one string.
      const parser = parsers[name] as { parse: (value: string) => unknown } | undefined;
      if (!parser) throw new Error(`The list state has no "${key}"`);
      next[name] = raw === null || raw === undefined || raw === '' ? null : parser.parse(String(raw));
    }
    void set(next as Parameters<typeof set>[0]);
  }, [parsers, set]);
  return [values, update];
}
