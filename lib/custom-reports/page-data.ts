import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { findReport, listReports, sourcesPayload } from './queries';

/** The tenant's saved reports, by name. */
export const reportsOf = (db: DbOrTx, tenantId: string) => listReports(db, tenantId);

/** One saved report of the tenant (404 otherwise). */
export const reportOf = (db: DbOrTx, tenantId: string, id: string | undefined) => findReport(db, tenantId, id);

/** The source catalogue (fields, filters) and the tenant's filter values. */
export const sourcesOf = (db: DbOrTx, tenantId: string) => sourcesPayload(db, tenantId);
