import 'server-only';
import { orNotFound } from '@/lib/or-not-found';
import type { DbOrTx } from '@/lib/db/client';
import { idParam } from '@/lib/schema-kit/ids';
import { findTimesheetRow, getTimesheet } from './queries';
import type { Scope } from './scope';
import type { TimesheetDetail, TimesheetRow } from './schema';
import type { Actor } from './transitions';

/** For pages: the timesheet in scope, or the not-found page (missing, malformed, another tenant's or location's). */
export const timesheetOr404 = (db: DbOrTx, scope: Scope, id: string): Promise<TimesheetRow> =>
  orNotFound(() => findTimesheetRow(db, scope, idParam(id, 'timesheet')));

/**
 * For the view page: the timesheet as its API answers it, so the screen renders with the page instead of
 * asking again after hydration (a warm view under 1 s, issue 22), or the not-found page.
 */
export const timesheetDetailOr404 = (db: DbOrTx, scope: Scope, id: string, actor: Actor): Promise<TimesheetDetail> =>
  orNotFound(() => getTimesheet(db, scope, idParam(id, 'timesheet'), actor));
