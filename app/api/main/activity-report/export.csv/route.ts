import { activityReportContracts } from '@/lib/contracts/activity-report';
import { activityCsvResponse } from '@/lib/activity-report/csv';
import { auditActivityExport } from '@/lib/activity-report/export-audit';
import { reportScope } from '@/lib/activity-report/queries';
import { handler } from '@/lib/http/handler';
import { ownLabelsIn } from '@/lib/settings/label-words';
import { requestLocale } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { readerTimeZone } from '@/lib/settings/reader-zone';

/** GET one table of the report (kind=series|users|companies) as a CSV attachment, its days on the reader's clock as the screen's. */
export const GET = handler(activityReportContracts.export, async ({ db, session, query, req, ip }) => {
  const scope = await reportScope(db, session.tenantId, await readerTimeZone(db, session), query);
  // A tenant that renamed placements reads its own word over that column, in the reader's language.
  const labels = await ownLabelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  const response = await activityCsvResponse(db, session.tenantSlug, query.kind, scope, labels.placement?.plural ?? null);
  await auditActivityExport(db, session, ip, query);
  return response;
});
