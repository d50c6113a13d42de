import type { inferParserType } from 'nuqs/server';
import { CONTACT_SORTS } from '@/lib/contacts/types';
import { flagParam, idParam, listLoader, pageParam, perPageParam, textParam } from '@/lib/url-state/params';
import { sortParam, sortParser } from '@/lib/url-state/sort';

/** The list's state in the URL; anything mistyped reads as the default instead of reaching the API. */
export const contactParams = {
  q: textParam(100),
  company: idParam,
  archived: flagParam,
  page: pageParam,
  perPage: perPageParam,
  sort: sortParser(CONTACT_SORTS, 'name'),
};
export const loadContactQuery = listLoader(contactParams);
export type ContactQuery = inferParserType<typeof contactParams>;

export const hasFilters = (q: ContactQuery) => Boolean(q.q || q.company || q.archived);

export const apiQuery = (q: ContactQuery) => ({
  search: q.q || undefined,
  company: q.company || undefined,
  archived: q.archived ? 'true' : undefined,
  page: q.page,
  per_page: q.perPage,
  sort: sortParam(q.sort),
});
