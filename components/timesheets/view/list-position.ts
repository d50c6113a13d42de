import 'server-only';
import { timesheetNeighbours } from '@/lib/timesheets/queries';
import { listQuery as listQuerySchema } from '@/lib/timesheets/schema';
import type { Scope } from '@/lib/timesheets/scope';
import { apiQueryOf } from '@/lib/url-state/first-page';
import { backTo, searchOf } from '@/lib/url-state/back-link';
import { listQuery, loadTimesheetQuery } from '../list/query';
import type { ListPlace } from './list-walk';

/**
 * Reads `back` as the list's own URL parsers and the list API's schema read it (so the view walks the rows
 * the list showed, in its order); a value they refuse is the plain list, never an error.
 */
export async function listPlaceOf(scope: Scope, id: string, raw: unknown): Promise<ListPlace> {
  const back = backTo(raw, '/timesheets');
  const query = apiQueryOf(listQuerySchema, listQuery(loadTimesheetQuery(new URLSearchParams(searchOf(back)))));
  return { back, neighbours: await timesheetNeighbours(scope, query, id) };
}
