import { withQuery } from '@/lib/browser/api';
import type { Params } from '@/lib/browser/use-url-query';
import { fetchRange, weekFrom } from '@/lib/shifts-board/days';
import { SHIFT_STATUSES, type BoardFilter, type ShiftStatus } from '@/lib/shifts-board/types';
import { isUuid } from '@/lib/api/uuid';

export type BoardView = 'board' | 'agenda';
/** The board's state in the URL (?week=&location=&position=&status=&q=&view=); bad values fall back. */
export type BoardQuery = BoardFilter & { week: string; view: BoardView | null };

export function parseBoardQuery(p: Params, today: string): BoardQuery {
  const status = p.get('status') as ShiftStatus;
  const view = p.get('view');
  return {
    week: weekFrom(p.get('week'), today),
    location: isUuid(p.get('location')) ? p.get('location')! : 'all',
    position: (p.get('position') ?? '').trim().slice(0, 80),
    status: SHIFT_STATUSES.includes(status) ? status : 'all',
    q: (p.get('q') ?? '').slice(0, 100),
    view: view === 'board' || view === 'agenda' ? view : null,
  };
}

export const hasFilters = (q: BoardFilter) => q.location !== 'all' || q.status !== 'all' || Boolean(q.position || q.q);
export const NO_FILTERS = { location: null, position: null, status: null, q: null } as const;

/** GET /shifts/v2 for the week (SPEC §3 shift query fields); paging is added by the fetcher. */
export function shiftsPath(q: BoardQuery): string {
  return withQuery('shifts/v2', {
    ...fetchRange(q.week),
    location: q.location === 'all' ? undefined : q.location,
    position: q.position || undefined,
    status: q.status === 'all' ? undefined : q.status,
    search: q.q || undefined,
  });
}
