import 'server-only';
import { orNotFound } from '@/lib/or-not-found';
import { db } from '@/lib/db/client';
import { idParam } from '@/lib/schema-kit/ids';
import { findTimesheetRow } from './queries';
import type { Scope } from './scope';
import type { TimesheetRow } from './schema';

/** For pages: the timesheet in scope, or the not-found page (missing, malformed, another tenant's or location's). */
export const timesheetOr404 = (scope: Scope, id: string): Promise<TimesheetRow> =>
  orNotFound(() => findTimesheetRow(db(), scope, idParam(id, 'timesheet')));
