import 'server-only';
import type { z } from 'zod';
import { ApiError, badRequest, forbidden, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { reportCsv } from '@/lib/custom-reports/csv';
import { findReport } from '@/lib/custom-reports/queries';
import { iterateReport } from '@/lib/custom-reports/runner';
import { isPayField, seesPay } from '@/lib/auth/pay-visibility';
import type { DbOrTx } from '@/lib/db/client';
import { paychexSettings } from '@/lib/integrations/paychex';
import {
  condensedPdf,
  customColumns,
  DEFAULT_COLUMNS,
  ExportFieldError,
  exportFilename,
  fileResponse,
  paychexCsv,
  timesheetsCsv,
  type ExportColumn,
} from '@/lib/timesheets/export';
import { clientColumns, clientFields, clientReading, isInternalField, type ClientReading } from '@/lib/timesheets/export/client';
import { pdfWordsIn } from '@/lib/timesheets/export/pdf-words';
import type { Locale } from '@/lib/i18n/config';
import { ownLabelsIn } from '@/lib/settings/label-words';
import { getSettings } from '@/lib/settings/queries';
import { profileTimeZone } from '@/lib/users/time-zone';
import { filterSummaryIn } from './filter-summary';
import { iterateExportRows } from '@/lib/timesheets/export-queries';
import { countInScope } from '@/lib/timesheets/queries';
import type { exportBody } from '@/lib/timesheets/schema';
import type { Scope } from '@/lib/timesheets/scope';

export const EXPORT_KINDS = ['csv', 'paychex-csv', 'pdf-condensed', 'custom'] as const;
type ExportKind = (typeof EXPORT_KINDS)[number];
type Body = z.infer<typeof exportBody>;

function describeFilter(b: Body): string {
  if (b.timesheet_ids?.length) return `${b.timesheet_ids.length} selected timesheets`;
  const f = b.filter ?? {};
  return [
    `status: ${f.status ?? 'all'}`,
    f.location && f.location !== 'all' ? 'one location' : 'all locations',
    f.dateRange ? `weeks ${f.dateRange.from} to ${f.dateRange.to}` : null,
    f.custom_search ? `search "${f.custom_search}"` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function fieldColumns(fields: string[], visible: (c: ExportColumn) => boolean): ExportColumn[] {
  try {
    const columns = customColumns(fields);
    if (!columns.every(visible)) throw forbidden('timesheets.payHidden');
    return columns;
  } catch (e) {
    if (e instanceof ExportFieldError) throw new ApiError(400, e.text, 'bad_request');
    throw e;
  }
}

/**
 * export/custom with `custom_report`: a saved timesheets report's fields and filters, within the reader's
 * scope and, when ids are sent, only those timesheets. Checked before the first byte like the rest.
 * A client (`reading` given) gets the fields she may read only, headed and worded as her timesheet file.
 */
async function savedReport(db: DbOrTx, session: Session, scope: Scope, b: Body, reading: ClientReading | null) {
  if (b.fields?.length) throw badRequest('timesheets.fieldsOrReport');
  const report = await findReport(db, session.tenantId, b.custom_report);
  if (report.source !== 'timesheets') throw badRequest('timesheets.notTimesheetReport', { name: report.name, source: report.source });
  if (!seesPay(session.role) && report.fields.some(isPayField)) throw forbidden('timesheets.payHidden');
  // Cut before the query: the agency's columns are not even read for her.
  const def = reading ? { ...report, fields: clientFields(report.fields) } : report;
  if (def.fields.length === 0) throw badRequest('timesheets.noExportFields');
  const rows = iterateReport(db, scope.tenantId, def, { locationIds: scope.locationIds, ids: b.timesheet_ids });
  return {
    body: reportCsv(rows, def, undefined, reading ?? undefined),
    summary: `report "${report.name}"${b.timesheet_ids?.length ? `, ${describeFilter(b)}` : ''}`,
  };
}

/**
 * How a client reads her files: her language, the tenant's words for renamed labels, her clock. Staff CSVs
 * keep the fixed English headers, raw status keys and ISO 8601 UTC instants of the integration format
 * (SPEC §7): payroll and billing tools parse those files, and their instants are not tied to a site.
 */
async function readingOf(session: Session, locale: Locale, zone: string): Promise<ClientReading> {
  const labels = await ownLabelsIn((await getSettings(session.tenantId)).dashboard_labels, locale);
  return clientReading(locale, zone, labels);
}

/**
 * Streams an export: rows are read from the database page by page as the client reads the response,
 * so a 100,000-row file never sits in memory (DESIGN.md §6). File names follow SPEC §9.
 */
export async function exportResponse(
  db: DbOrTx,
  session: Session,
  scope: Scope,
  kind: string | undefined,
  b: Body,
  locale: Locale,
): Promise<Response> {
  if (!EXPORT_KINDS.includes(kind as ExportKind)) throw notFound('export');
  const withPay = seesPay(session.role);
  if (!withPay && kind === 'paychex-csv') throw forbidden('timesheets.payrollStaffOnly');
  // A client contact's files carry bill figures only, never what the worker is paid (lib/auth/pay-visibility.ts),
  // nor the agency's internal columns; their headers, statuses and times are hers (client.ts).
  const visible = (c: ExportColumn) => withPay || !isPayField(c.key);
  const pdf = kind === 'pdf-condensed';
  // The reader's own clock (profile zone, else the tenant's), for instants not tied to a site.
  const zone = (await profileTimeZone(db, session)).effective;
  const reading = withPay ? null : await readingOf(session, locale, zone);
  const report = kind === 'custom' && b.custom_report ? await savedReport(db, session, scope, b, reading) : null;
  const chosen = kind === 'custom' && !report ? fieldColumns(b.fields ?? [], visible) : DEFAULT_COLUMNS.filter(visible);
  const columns = reading
    ? clientColumns(
        chosen.filter((c) => !isInternalField(c.key)),
        reading,
      )
    : chosen;
  if (columns.length === 0) throw badRequest('timesheets.noExportFields');
  // Check the selection before the first byte: once streaming starts the status is already 200.
  if (b.timesheet_ids?.length && (await countInScope(db, scope, [...new Set(b.timesheet_ids)])) !== new Set(b.timesheet_ids).size)
    throw notFound('timesheet');
  const summary = report?.summary ?? describeFilter(b);
  const filename = exportFilename(scope.tenantSlug, pdf ? 'pdf' : 'csv');
  const rows = () => iterateExportRows(db, scope, { ids: b.timesheet_ids, filter: b.timesheet_ids ? undefined : b.filter });
  let body: ReadableStream<Uint8Array>;
  if (report) body = report.body;
  else if (pdf) {
    // A PDF is read by people only, staff or client: her language, "Generated" on her clock (DESIGN §8).
    const [words, filterSummary] = await Promise.all([pdfWordsIn(locale, zone), filterSummaryIn(locale, b)]);
    body = condensedPdf(rows(), { companyName: scope.tenantName, generatedAt: new Date(), words, filterSummary });
  } else if (kind === 'paychex-csv') {
    const paychex = await paychexSettings(db, scope.tenantId, scope.tenantSlug.toUpperCase());
    body = paychexCsv(rows(), paychex.company_code, paychex);
  } else body = timesheetsCsv(rows(), columns);
  await audit(db, { tenantId: session.tenantId, userId: session.userId, action: `timesheets.export.${kind}`, meta: { filter: summary } });
  return fileResponse(body, filename, pdf ? 'application/pdf' : 'text/csv; charset=utf-8');
}
