import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** Route title for the document title; the root template appends the app title (SPEC §1). */
export function titleFrom(namespace: 'nav' | 'pages', key: string) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(namespace);
    return { title: t(key) };
  };
}
