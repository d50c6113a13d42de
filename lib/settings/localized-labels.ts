import 'server-only';
import { createTranslator } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import type { LabelKey } from './schema';
import { withDefaultLabels, type DashboardLabels, type RenamedLabels, type ScreenLabel } from './labels';

/** The dashboard labels in the language this page renders in (server components and metadata). */
export async function pageLabels(renamed: RenamedLabels): Promise<DashboardLabels> {
  const [t, locale] = await Promise.all([getTranslations('labels'), getLocale()]);
  return withDefaultLabels(renamed, (key) => t(key), isLocale(locale) ? locale : 'en');
}

/** One label for the screen it names (title, "New …" button, detail title). */
export async function screenLabel(renamed: RenamedLabels, key: LabelKey): Promise<ScreenLabel> {
  const label = (await pageLabels(renamed))[key];
  return { ...label, renamed: label.renamed === true };
}

/** The dashboard labels in `locale`, outside a page render (API answers). */
export async function labelsIn(renamed: RenamedLabels, locale: Locale): Promise<DashboardLabels> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'labels' });
  return withDefaultLabels(renamed, (key) => t(key), locale);
}

/** Settings as the API answers them (SPEC §7: dashboard_labels holds every key), in the caller's language. */
export async function withLabelsFor<S extends { dashboard_labels: RenamedLabels }>(
  settings: S,
  req: NextRequest,
  userLocale?: string | null,
): Promise<S & { dashboard_labels: DashboardLabels }> {
  return { ...settings, dashboard_labels: await labelsIn(settings.dashboard_labels, requestLocale(req, userLocale)) };
}

/** The language an API caller reads in, in the shell's order (cookie, Accept-Language), then her saved one. */
export function requestLocale(req: NextRequest, userLocale?: string | null): Locale {
  const acceptLanguage = req.headers.get('accept-language');
  if (!acceptLanguage && !isLocale(req.cookies.get(LOCALE_COOKIE)?.value) && isLocale(userLocale)) return userLocale;
  return resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage);
}
