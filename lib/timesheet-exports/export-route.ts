import 'server-only';
import type { z } from 'zod';
import { ApiError, badRequest, forbidden, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { reportCsv } from '@/lib/custom-reports/csv';
import { findReport } from '@/lib/custom-reports/queries';
import { iterateReport } from '@/lib/custom-reports/runner';
import { isPayField, seesPay } from '@/lib/auth/pay-visibility';
import { db } from '@/lib/db/client';
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
import { clientColumns, isInternalField } from '@/lib/timesheets/export/client';
import type { Locale } from '@/lib/i18n/config';
import { countInScope, iterateTimesheets } from '@/lib/timesheets/queries';
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
 */
async function savedReport(session: Session, scope: Scope, b: Body) {
  if (b.fields?.length) throw badRequest('timesheets.fieldsOrReport');
  const report = await findReport(db(), session.tenantId, b.custom_report);
  if (report.source !== 'timesheets') throw badRequest('timesheets.notTimesheetReport', { name: report.name, source: report.source });
  if (!seesPay(session.role) && report.fields.some(isPayField)) throw forbidden('timesheets.payHidden');
  const rows = iterateReport(db(), scope.tenantId, report, { locationIds: scope.locationIds, ids: b.timesheet_ids });
  return { body: reportCsv(rows, report), summary: `report "${report.name}"${b.timesheet_ids?.length ? `, ${describeFilter(b)}` : ''}` };
}

/**
 * Streams an export: rows are read from the database page by page as the client reads the response,
 * so a 100,000-row file never sits in memory (DESIGN.md §6). File names follow SPEC §9.
 */
export async function exportResponse(session: Session, scope: Scope, kind: string | undefined, b: Body, locale: Locale): Promise<Response> {
  if (!EXPORT_KINDS.includes(kind as ExportKind)) throw notFound('export');
  const withPay = seesPay(session.role);
  if (!withPay && kind === 'paychex-csv') throw forbidden('timesheets.payrollStaffOnly');
  // A client contact's files carry bill figures only, never what the worker is paid (lib/auth/pay-visibility.ts),
  // nor the agency's internal columns; their headers and statuses are in her language.
  const visible = (c: ExportColumn) => withPay || !isPayField(c.key);
  const report = kind === 'custom' && b.custom_report ? await savedReport(session, scope, b) : null;
  const chosen = kind === 'custom' && !report ? fieldColumns(b.fields ?? [], visible) : DEFAULT_COLUMNS.filter(visible);
  const columns = withPay
    ? chosen
    : await clientColumns(
        chosen.filter((c) => !isInternalField(c.key)),
        locale,
      );
  if (columns.length === 0) throw badRequest('timesheets.noExportFields');
  // Check the selection before the first byte: once streaming starts the status is already 200.
  if (b.timesheet_ids?.length && (await countInScope(scope, [...new Set(b.timesheet_ids)])) !== new Set(b.timesheet_ids).size)
    throw notFound('timesheet');
  const pdf = kind === 'pdf-condensed';
  const summary = report?.summary ?? describeFilter(b);
  const filename = exportFilename(scope.tenantSlug, pdf ? 'pdf' : 'csv');
  const rows = () => iterateTimesheets(scope, { ids: b.timesheet_ids, filter: b.timesheet_ids ? undefined : b.filter });
  let body: ReadableStream<Uint8Array>;
  if (report) body = report.body;
  else if (pdf)
    body = condensedPdf(rows(), { companyName: scope.tenantName, title: 'Timesheets', generatedAt: new Date(), filterSummary: summary });
  else if (kind === 'paychex-csv') {
    const paychex = await paychexSettings(db(), scope.tenantId, scope.tenantSlug.toUpperCase());
    body = paychexCsv(rows(), paychex.company_code, paychex);
  } else body = timesheetsCsv(rows(), columns);
  await audit(db(), { tenantId: session.tenantId, userId: session.userId, action: `timesheets.export.${kind}`, meta: { filter: summary } });
  return fileResponse(body, filename, pdf ? 'application/pdf' : 'text/csv; charset=utf-8');
}
