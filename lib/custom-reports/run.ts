import 'server-only';
import { listResponse, offsetOf, type PageQuery } from '@/lib/schema-kit/paging';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { statusNamerIn } from '@/lib/statuses/seeded-names-server';
import { fileResponse, reportFilename } from '@/lib/timesheets/export';
import { reportCsv } from './csv';
import { findReport } from './queries';
import { iterateReport, reportCount, reportPage } from './runner';
import type { ReportDefinition } from './types';

const PREVIEW_ROWS = 50;

/** The first rows of an unsaved definition, for the builder's Preview. */
export async function previewReport(s: Session, def: ReportDefinition) {
  return { data: await reportPage(db(), s.tenantId, def, { limit: PREVIEW_ROWS, offset: 0 }), meta: { limit: PREVIEW_ROWS } };
}

/** One page of a saved report's rows, with the total. */
export async function runReport(s: Session, id: string | undefined, q: Pick<PageQuery, 'page' | 'per_page'>) {
  const report = await findReport(db(), s.tenantId, id);
  const [rows, total] = await Promise.all([
    reportPage(db(), s.tenantId, report, { limit: q.per_page, offset: offsetOf(q) }),
    reportCount(db(), s.tenantId, report),
  ]);
  return listResponse(rows, total, q);
}

/**
 * The whole saved report as a streamed CSV named `{company}-{report-name-slug}-{timestamp}.csv`, its seeded
 * status names in `locale`, the reader's language.
 */
export async function exportReport(s: Session, id: string | undefined, locale: Locale): Promise<Response> {
  const report = await findReport(db(), s.tenantId, id);
  const body = reportCsv(iterateReport(db(), s.tenantId, report), report, await statusNamerIn(locale));
  await audit(db(), {
    tenantId: s.tenantId,
    userId: s.userId,
    action: 'custom_report.export',
    target: report._id,
    meta: { name: report.name },
  });
  return fileResponse(body, reportFilename(s.tenantSlug, report.name), 'text/csv; charset=utf-8');
}
