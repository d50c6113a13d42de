import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import type { ExportColumn } from './csv';

/**
 * Columns a client contact's files never carry: the agency's ids and its own book-keeping (what it
 * invoiced its vendors, which sheets it locked, when it ran payroll). Pay columns are refused by
 * lib/auth/pay-visibility.ts before these.
 */
const INTERNAL_FIELDS: readonly string[] = ['user_id', '_id', 'placement_id', 'invoiced_vendor', 'locked', 'payroll_exported_at'];

export const isInternalField = (key: string): boolean => INTERNAL_FIELDS.includes(key);

/**
 * The columns as a client reads them (issue 22): headers in her language, from the same catalogue as the
 * screen's column names, and statuses in words ("Genehmigt", not "approved"). The staff's default file keeps
 * its English headers and raw values: integrations parse it.
 */
export async function clientColumns(columns: readonly ExportColumn[], locale: Locale): Promise<ExportColumn[]> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'timesheets' });
  const header = (key: string) => (t.has(`fields.${key}`) ? t(`fields.${key}` as 'fields.worker_name') : key);
  return columns.map((c) => ({
    ...c,
    header: header(c.key),
    value:
      c.key === 'status'
        ? (r) => {
            const status = String(c.value(r));
            return t.has(`status.${status}`) ? t(`status.${status}` as 'status.approved') : status;
          }
        : c.value,
  }));
}
