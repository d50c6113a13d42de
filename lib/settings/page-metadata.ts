import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { NavKey, PageKey } from '@/lib/i18n/keys';
import type { LabelKey } from '@/lib/settings/schema';
import { pageLabels } from '@/lib/settings/localized-labels';
import { currentTenantSettings } from '@/lib/settings/current';

/** Route title for the document title; the root template appends the app title (SPEC §1). */
export function titleFrom(namespace: 'nav', key: NavKey): () => Promise<Metadata>;
export function titleFrom(namespace: 'pages', key: PageKey): () => Promise<Metadata>;
export function titleFrom(namespace: 'nav' | 'pages', key: NavKey | PageKey) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations();
    return { title: t(`${namespace}.${key}` as `nav.${NavKey}` | `pages.${PageKey}`) };
  };
}

/** Document title of a screen named after a dashboard label: the tenant's renamed plural, else the catalogue's. */
export function titleFromLabel(key: LabelKey) {
  return async function generateMetadata(): Promise<Metadata> {
    const settings = await currentTenantSettings();
    return { title: (await pageLabels(settings?.dashboard_labels ?? {}))[key].plural };
  };
}
