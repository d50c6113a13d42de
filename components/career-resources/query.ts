import { createParser, type inferParserType } from 'nuqs/server';
import { isUuid } from '@/lib/schema-kit/uuid';
import { RESOURCE_KINDS, RESOURCE_STATES, type ResourceKind } from '@/lib/career-resources/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** A category id, or 'none' for the uncategorised resources. */
const categoryParam = createParser({ parse: (v) => (v === 'none' || isUuid(v) ? v : null), serialize: (v: string) => v }).withDefault('');

/**
 * The screen's state in the URL: filters, page, and which resource the editor has open (`edit`, or
 * `new` with a kind), so reload and back keep the editor where it was. Read by the server page too.
 */
export const careerParams = {
  category: categoryParam,
  state: oneOfParam(RESOURCE_STATES, 'all'),
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
  edit: idParam,
  create: oneOfParam<ResourceKind, ''>(RESOURCE_KINDS, ''),
};
/** `create` predates the parsers: it is `new` in the URL. */
export const CAREER_KEYS = { create: 'new' } as const;
export const loadCareerQuery = listLoader(careerParams, CAREER_KEYS);

export type CareerQuery = inferParserType<typeof careerParams>;

export const hasFilters = (q: CareerQuery) => Boolean(q.category || q.q || q.state !== 'all');

/** The list API's query. */
export const apiQuery = (q: CareerQuery) => ({
  category: q.category || undefined,
  state: q.state === 'all' ? undefined : q.state,
  search: q.q || undefined,
  page: q.page,
  per_page: q.perPage,
});
