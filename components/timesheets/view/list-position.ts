import 'server-only';
import { timesheetNeighbours } from '@/lib/timesheets/queries';
import { listQuery as listQuerySchema } from '@/lib/timesheets/schema';
import type { Scope } from '@/lib/timesheets/scope';
import { apiQueryOf } from '@/lib/url-state/first-page';
import { backTo, searchOf, withPage } from '@/lib/url-state/back-link';
import { listQuery, loadTimesheetQuery } from '../list/query';
import type { ListPlace } from './list-walk';
import type { Db } from '@/lib/db/client';

/**
 * Reads `back` as the list's own URL parsers and the list API's schema read it (so the view walks the rows
 * the list showed, in its order); a value they refuse is the plain list, never an error.
 */
export async function listPlaceOf(db: Db, scope: Scope, id: string, raw: unknown): Promise<ListPlace> {
  const back = backTo(raw, '/timesheets');
  const query = apiQueryOf(listQuerySchema, listQuery(loadTimesheetQuery(new URLSearchParams(searchOf(back)))));
  const neighbours = await timesheetNeighbours(db, scope, query, id);
  if (!neighbours) return { back, neighbours };
  // Each step's link carries the list page its sheet is on, so the next view reads that page, not the whole list.
  const pageOf = (position: number) => Math.max(1, Math.ceil(position / query.per_page));
  const steps = { previous: withPage(back, pageOf(neighbours.position - 1)), next: withPage(back, pageOf(neighbours.position + 1)) };
  return { back, neighbours, steps };
}
