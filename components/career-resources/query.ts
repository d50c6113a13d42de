import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { RESOURCE_KINDS, RESOURCE_STATES, type ResourceKind, type ResourceState } from '@/lib/career-resources/types';

/**
 * The screen's state in the URL: filters, page, and which resource the editor has open (`edit`, or
 * `new` with a kind), so reload and back keep the editor where it was.
 */
export type CareerQuery = {
  category: string;
  state: ResourceState;
  q: string;
  page: number;
  perPage: number;
  edit: string;
  create: ResourceKind | '';
};

export function parseCareerQuery(p: Params): CareerQuery {
  const r = readers(p);
  return {
    category: p.get('category') === 'none' ? 'none' : r.id('category'),
    state: r.oneOf('state', RESOURCE_STATES, 'all'),
    q: r.text('q'),
    page: r.page(),
    perPage: r.perPage(),
    edit: r.id('edit'),
    create: (RESOURCE_KINDS as readonly (string | null)[]).includes(p.get('new')) ? (p.get('new') as ResourceKind) : '',
  };
}

export const hasFilters = (q: CareerQuery) => Boolean(q.category || q.q || q.state !== 'all');

/** The list API's query. */
export const apiQuery = (q: CareerQuery) => ({
  category: q.category || undefined,
  state: q.state === 'all' ? undefined : q.state,
  search: q.q || undefined,
  page: q.page,
  per_page: q.perPage,
});
