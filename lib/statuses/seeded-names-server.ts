import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { statusNameFor, type SeededStatusKey } from './seeded-names';

/**
 * What the server writes for a reader (a CSV, a mail) names a status as her screens do: a seeded name in
 * her language (common.statusNames), a tenant's own name as typed. API answers keep the stored name.
 */
export async function statusNamerIn(locale: Locale): Promise<(name: string) => string> {
  // The merged catalogue is typed as a plain tree here, so the translator reads keys as strings (as
  // lib/notifications/render.ts does); seeded-names.ts's unit test keeps every key in every catalogue.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'common.statusNames' }) as unknown as (
    key: SeededStatusKey,
  ) => string;
  return (name) => statusNameFor(name, t);
}
