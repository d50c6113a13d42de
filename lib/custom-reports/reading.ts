import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import type { OwnLabels } from '@/lib/settings/label-words';
import type { ClientReading } from '@/lib/timesheets/export/client';
import { viewerClock } from '@/lib/timezones/clock';
import { fieldOf } from './sources';
import type { ReportDefinition } from './types';

/** Sources whose `status` is a fixed value with a word in customReports.statuses (the others hold status_options names). */
const FIXED_STATUS_SOURCES: ReadonlySet<ReportDefinition['source']> = new Set(['timesheets', 'placements']);

/**
 * A saved report as the person downloading it from the Reports screen reads it (issue 22 items 2 and 9): the
 * column names the builder and the results table show, in her language, with the tenant's word for a renamed
 * placement label; statuses in words (a seeded status name through `statusName`); instants on her own clock
 * (`viewerZone`), the zone named, since no report instant is tied to a site. Booleans and figures stay as
 * they are, so the file still sums in a spreadsheet.
 *
 * export/custom with a saved report is the integration surface and keeps the fixed English headers
 * (sql-sources.ts), except for a client contact, who reads lib/timesheets/export/client.ts's words.
 */
export async function reportReading(
  def: Pick<ReportDefinition, 'source'>,
  locale: Locale,
  viewerZone: string,
  labels: OwnLabels,
  statusName: (name: string) => string,
): Promise<ClientReading> {
  // Typed as the app's catalogue (global.d.ts), so keys and their placeholders are checked.
  const messages = (await loadMessages(locale)) as unknown as Messages;
  const t = createTranslator({ locale, messages, namespace: 'customReports' });
  const timesheetWords = createTranslator({ locale, messages, namespace: 'timesheets' });
  const labelWords = createTranslator({ locale, messages, namespace: 'labels' });
  const placement = labels.placement?.singular ?? labelWords('placement.singular');
  const clock = viewerClock(locale, viewerZone);
  const fixedStatus = FIXED_STATUS_SOURCES.has(def.source);
  return {
    header: (key) => {
      const label = fieldOf(def.source, key)?.label;
      if (!label) return key;
      // The one column that names a label: the timesheet catalogue words it with the tenant's placement word.
      if (label === 'placementId') return timesheetWords('fields.placement_id', { placement });
      const field = `fields.${label}` as 'fields.worker';
      return t.has(field) ? t(field) : label;
    },
    cell: (key, value) => {
      if (typeof value !== 'string') return value;
      if (key === 'status') {
        const word = `statuses.${value}` as 'statuses.active';
        return fixedStatus ? (t.has(word) ? t(word) : value) : statusName(value);
      }
      if (fieldOf(def.source, key)?.type === 'datetime') return clock.stamp(value);
      return value;
    },
  };
}
