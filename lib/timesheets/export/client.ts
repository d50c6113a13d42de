import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import type { OwnLabels } from '@/lib/settings/label-words';
import { viewerClock } from '@/lib/timezones/clock';
import type { ExportColumn } from './csv';
import type { CellValue } from './formula';

/**
 * Columns a client contact's files never carry: the agency's ids and its own book-keeping (what it
 * invoiced its vendors, which sheets it locked, when it ran payroll). Pay columns are refused by
 * lib/auth/pay-visibility.ts before these. The timesheet export and a saved timesheets report both ask here.
 */
const INTERNAL_FIELDS: readonly string[] = ['user_id', '_id', 'placement_id', 'invoiced_vendor', 'locked', 'payroll_exported_at'];

export const isInternalField = (key: string): boolean => INTERNAL_FIELDS.includes(key);

/** The fields of `fields` a client may read, in their order. */
export const clientFields = (fields: readonly string[]): string[] => fields.filter((f) => !isInternalField(f));

/**
 * Instants not tied to a site (DESIGN §8 "One clock"): when a sheet was submitted, approved or last changed.
 * A client reads them on her own clock (profile zone, else the tenant's), the zone named. The week columns
 * are already the site's days, and no column of these files holds a punch.
 */
const VIEWER_CLOCK_FIELDS: ReadonlySet<string> = new Set(['submitted_at', 'approved_at', 'updated_at', 'payroll_exported_at']);

/** How a client reads a timesheet file: each column's header, and each cell of a column. */
export type ClientReading = {
  header: (key: string) => string;
  cell: (key: string, value: CellValue) => CellValue;
};

/**
 * The file as a client reads it (issue 22 items 2, 9, 13): headers in her language from the same catalogue as
 * the screen's column names, with the tenant's own words for a label it renamed (`labels`, already in her
 * language); statuses in words ("Genehmigt", not "approved"); instants on `viewerZone`'s clock, labelled.
 * The staff's default file keeps its English headers and raw values: integrations parse it.
 */
export async function clientReading(locale: Locale, viewerZone: string, labels: OwnLabels = {}): Promise<ClientReading> {
  // Typed as the app's catalogue (global.d.ts), so keys and their placeholders are checked.
  const messages = (await loadMessages(locale)) as unknown as Messages;
  const t = createTranslator({ locale, messages, namespace: 'timesheets' });
  const words = createTranslator({ locale, messages, namespace: 'labels' });
  const placement = labels.placement?.singular ?? words('placement.singular');
  const clock = viewerClock(locale, viewerZone);
  return {
    header: (key) => {
      const field = `fields.${key}` as 'fields.placement_id';
      return t.has(field) ? t(field, { placement }) : key;
    },
    cell: (key, value) => {
      if (typeof value !== 'string') return value;
      const word = `status.${value}` as 'status.approved';
      if (key === 'status') return t.has(word) ? t(word) : value;
      if (VIEWER_CLOCK_FIELDS.has(key)) return clock.stamp(value);
      return value;
    },
  };
}

/** The timesheet export's columns as `reading` words them: the same values, headed and worded for a client. */
export function clientColumns(columns: readonly ExportColumn[], reading: ClientReading): ExportColumn[] {
  return columns.map((c) => ({ ...c, header: reading.header(c.key), value: (r) => reading.cell(c.key, c.value(r)) }));
}
