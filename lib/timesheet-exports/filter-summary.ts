import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import type { exportBody } from '@/lib/timesheets/schema';

type Body = z.infer<typeof exportBody>;

/**
 * What an export holds, for the line under the PDF's title, in its reader's language ("Status: Genehmigt, alle
 * Standorte, Wochen 2026-11-02 bis 2026-11-22"). The audit log keeps its own English summary. A search text is
 * the reader's own and stays as typed.
 */
export async function filterSummaryIn(locale: Locale, b: Body): Promise<string> {
  // Typed as the app's catalogue (global.d.ts), so keys and their placeholders are checked.
  const messages = (await loadMessages(locale)) as unknown as Messages;
  const t = createTranslator({ locale, messages, namespace: 'timesheets' });
  if (b.timesheet_ids?.length) return t('exportFile.summary.selected', { count: b.timesheet_ids.length });
  const f = b.filter ?? {};
  const status = f.status ?? 'all';
  return [
    t('exportFile.summary.status', { status: t.has(`tabs.${status}`) ? t(`tabs.${status}` as 'tabs.all') : status }),
    f.location && f.location !== 'all' ? t('exportFile.summary.oneLocation') : t('exportFile.summary.allLocations'),
    f.dateRange ? t('exportFile.summary.weeks', { from: f.dateRange.from, to: f.dateRange.to }) : null,
    f.custom_search ? t('exportFile.summary.search', { text: f.custom_search }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
