import 'server-only';
import { listResponse, offsetOf, type PageQuery } from '@/lib/schema-kit/paging';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { ownLabelsIn } from '@/lib/settings/label-words';
import { getSettings } from '@/lib/settings/queries';
import { statusNamerIn } from '@/lib/statuses/seeded-names-server';
import { profileTimeZone } from '@/lib/users/time-zone';
import { fileResponse, reportFilename } from '@/lib/timesheets/export';
import { reportCsv } from './csv';
import { findReport } from './queries';
import { reportReading } from './reading';
import { iterateReport, reportPage } from './runner';
import { reportCount } from './runner-queries';
import type { ReportDefinition } from './types';

const PREVIEW_ROWS = 50;

/** The first rows of an unsaved definition, for the builder's Preview. */
export async function previewReport(db: DbOrTx, s: Session, def: ReportDefinition) {
  return { data: await reportPage(db, s.tenantId, def, { limit: PREVIEW_ROWS, offset: 0 }), meta: { limit: PREVIEW_ROWS } };
}

/** One page of a saved report's rows, with the total. */
export async function runReport(db: DbOrTx, s: Session, id: string | undefined, q: Pick<PageQuery, 'page' | 'per_page'>) {
  const report = await findReport(db, s.tenantId, id);
  const [rows, total] = await Promise.all([
    reportPage(db, s.tenantId, report, { limit: q.per_page, offset: offsetOf(q) }),
    reportCount(db, s.tenantId, report),
  ]);
  return listResponse(rows, total, q);
}

/**
 * The whole saved report as a streamed CSV named `{company}-{report-name-slug}-{timestamp}.csv`, read as the
 * person downloading it reads the report on screen (reading.ts): headers and statuses in `locale`, her
 * language, the tenant's label words, instants on her own clock.
 */
export async function exportReport(db: DbOrTx, s: Session, id: string | undefined, locale: Locale): Promise<Response> {
  const report = await findReport(db, s.tenantId, id);
  const [statusName, zone, settings] = await Promise.all([statusNamerIn(locale), profileTimeZone(db, s), getSettings(s.tenantId)]);
  const reading = await reportReading(report, locale, zone.effective, await ownLabelsIn(settings.dashboard_labels, locale), statusName);
  const body = reportCsv(iterateReport(db, s.tenantId, report), report, statusName, reading);
  await audit(db, {
    tenantId: s.tenantId,
    userId: s.userId,
    action: 'custom_report.export',
    target: report._id,
    meta: { name: report.name },
  });
  return fileResponse(body, reportFilename(s.tenantSlug, report.name), 'text/csv; charset=utf-8');
}
