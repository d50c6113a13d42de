import type { Params } from './use-url-query';
import { isDay } from '@/lib/api/days';
import { isUuid } from '@/lib/api/uuid';
import { PER_PAGE_OPTIONS } from './per-page';

export const DEFAULT_PER_PAGE = 25;

/**
 * Readers for a list's state in the URL, shared by the list screens. Anything mistyped or stale in a
 * shared link falls back to the default instead of reaching the API as a 400.
 */
export const readers = (p: Params) => ({
  id: (k: string) => (isUuid(p.get(k)) ? p.get(k)! : ''),
  date: (k: string) => (isDay(p.get(k) ?? '') ? p.get(k)! : ''),
  text: (k: string, max = 100) => (p.get(k) ?? '').slice(0, max),
  oneOf: <T extends string, F extends string = T>(k: string, values: readonly T[], fallback: F): T | F =>
    (values as readonly string[]).includes(p.get(k) ?? '') ? (p.get(k) as T) : fallback,
  page: () => {
    const n = Number(p.get('page'));
    return Number.isInteger(n) && n > 0 ? n : 1;
  },
  perPage: () => {
    const n = Number(p.get('per_page'));
    return (PER_PAGE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PER_PAGE;
  },
});
