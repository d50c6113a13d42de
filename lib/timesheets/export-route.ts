import 'server-only';
import { badRequest, forbidden, notFound } from '@/lib/api/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { condensedPdf, contentDisposition, customColumns, DEFAULT_COLUMNS, ExportFieldError, exportFilename, paychexCsv, timesheetsCsv, type ExportColumn } from './export';

const PAY_FIELDS = ['pay_rate', 'pay_total'];
import { countInScope, iterateTimesheets } from './queries';
import type { exportBody } from './schema';
import type { Scope } from './scope';
import type { z } from 'zod';

export const EXPORT_KINDS = ['csv', 'paychex-csv', 'pdf-condensed', 'custom'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

function describeFilter(b: z.infer<typeof exportBody>): string {
  if (b.timesheet_ids?.length) return `${b.timesheet_ids.length} selected timesheets`;
  const f = b.filter ?? {};
  return [`status: ${f.status ?? 'all'}`, f.location && f.location !== 'all' ? 'one location' : 'all locations',
    f.dateRange ? `weeks ${f.dateRange.from} to ${f.dateRange.to}` : null, f.custom_search ? `search "${f.custom_search}"` : null].filter(Boolean).join(', ');
}

/**
 * Streams an export: rows are read from the database page by page as the client reads the response,
 * so a 100,000-row file never sits in memory (DESIGN.md §6). File names follow SPEC §9.
 */
export async function exportResponse(session: Session, scope: Scope, kind: string | undefined, b: z.infer<typeof exportBody>): Promise<Response> {
  if (!EXPORT_KINDS.includes(kind as ExportKind)) throw notFound('Export');
  const contact = session.role === 'company_contact';
  if (contact && kind === 'paychex-csv') throw forbidden('Payroll exports are for agency staff');
  // A client contact's files carry bill figures only, never what the worker is paid.
  const visible = (c: ExportColumn) => !contact || !PAY_FIELDS.includes(c.key);
  let columns: ExportColumn[] = DEFAULT_COLUMNS.filter(visible);
  if (kind === 'custom') {
    if (b.custom_report) throw badRequest('Saved custom reports are not available yet; send fields instead');
    try {
      columns = customColumns(b.fields ?? []);
      if (!columns.every(visible)) throw forbidden('Pay rates are not available to client contacts');
    } catch (e) {
      if (e instanceof ExportFieldError) throw badRequest(e.message);
      throw e;
    }
  }
  // Check the selection before the first byte: once streaming starts the status is already 200.
  if (b.timesheet_ids?.length && (await countInScope(scope, [...new Set(b.timesheet_ids)])) !== new Set(b.timesheet_ids).size) throw notFound('Timesheet');
  const rows = iterateTimesheets(scope, { ids: b.timesheet_ids, filter: b.timesheet_ids ? undefined : b.filter });
  const summary = describeFilter(b);
  const pdf = kind === 'pdf-condensed';
  const filename = exportFilename(scope.tenantSlug, pdf ? 'pdf' : 'csv');
  const body = pdf
    ? condensedPdf(rows, { companyName: scope.tenantName, title: 'Timesheets', generatedAt: new Date(), filterSummary: summary })
    : kind === 'paychex-csv' ? paychexCsv(rows, scope.tenantSlug.toUpperCase()) : timesheetsCsv(rows, columns);
  await audit(db(), { tenantId: session.tenantId, userId: session.userId, action: `timesheets.export.${kind}`, meta: { filter: summary } });
  return new Response(body, {
    headers: {
      'Content-Type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
