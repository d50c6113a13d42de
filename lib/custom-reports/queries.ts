import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { DbOrTx } from '@/lib/db/client';
import { companies, customReports, locations, statusOptions } from '@/lib/db/schema';
import { isReportSource, SOURCES } from './sources';
import type { ReportFilters } from './types';
import type { CustomReport, SourcesPayload } from './schema';

type Row = typeof customReports.$inferSelect;

export function toReport(r: Row): CustomReport {
  return {
    _id: r.id,
    name: r.name,
    // Rows are only written through the schema, so the source is known; 'timesheets' is a safe reading otherwise.
    source: isReportSource(r.source) ? r.source : 'timesheets',
    fields: r.fields,
    filters: r.filters as ReportFilters,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function listReports(db: DbOrTx, tenantId: string): Promise<CustomReport[]> {
  const rows = await db.select().from(customReports).where(eq(customReports.tenantId, tenantId)).orderBy(asc(customReports.name));
  return rows.map(toReport);
}

/** By id and tenant together: another tenant's report (or a malformed id) is a 404. */
export async function findReport(db: DbOrTx, tenantId: string, id: string | undefined): Promise<CustomReport> {
  const [row] = await db
    .select()
    .from(customReports)
    .where(and(eq(customReports.tenantId, tenantId), eq(customReports.id, idParam(id, 'customReport'))))
    .limit(1);
  if (!row) throw notFound('customReport');
  return toReport(row);
}

/** The catalogue plus this tenant's companies, locations and statuses, for the builder's filters. */
export async function sourcesPayload(db: DbOrTx, tenantId: string): Promise<SourcesPayload> {
  const [statusRows, companyRows, locationRows] = await Promise.all([
    db
      .select({ _id: statusOptions.id, name: statusOptions.name, kind: statusOptions.kind })
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, tenantId), isNull(statusOptions.archivedAt)))
      .orderBy(asc(statusOptions.position)),
    db
      .select({ _id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.tenantId, tenantId))
      .orderBy(asc(companies.name)),
    db
      .select({ _id: locations.id, name: locations.name, company_id: locations.companyId, company_name: companies.name })
      .from(locations)
      .innerJoin(companies, and(eq(companies.id, locations.companyId), eq(companies.tenantId, locations.tenantId)))
      .where(eq(locations.tenantId, tenantId))
      .orderBy(asc(companies.name), asc(locations.name)),
  ]);
  const of = (kind: string) => statusRows.filter((s) => s.kind === kind).map(({ _id, name }) => ({ _id, name }));
  return {
    sources: Object.values(SOURCES),
    statuses: { candidate: of('candidate'), application: of('application') },
    companies: companyRows,
    locations: locationRows,
  };
}
