'use client';
import { useUrlQuery } from './use-url-query';

/**
 * The open tab of a detail screen, kept in the URL (?tab=) so reload, back and shared links reopen it.
 * An unknown value falls back to the first tab; the first tab leaves the URL clean.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, update] = useUrlQuery();
  const raw = params.get('tab');
  const tab = tabs.find((t) => t === raw) ?? tabs[0];
  return [tab, (next) => update({ tab: next === tabs[0] ? null : next })];
}
