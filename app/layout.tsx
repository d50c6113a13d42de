import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { HydrationMarker } from '@/components/shell/hydration-marker';
import { directionOf, isLocale } from '@/lib/i18n/config';
import { brandVariables } from '@/lib/settings/branding';
import { currentTenantSettings } from '@/lib/settings/current';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [t, settings] = await Promise.all([getTranslations('app'), currentTenantSettings()]);
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    icons: settings?.favicon ? { icon: settings.favicon } : undefined,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, settings] = await Promise.all([getLocale(), currentTenantSettings()]);
  const lang = isLocale(locale) ? locale : 'en';
  return (
    // Brand colours as CSS variables on the root element (SPEC §1): every component reads them through
    // Tailwind tokens, and a settings save re-renders them on router.refresh().
    <html lang={lang} dir={directionOf(lang)} style={brandVariables(settings) as CSSProperties}>
      <body>
        {/* No translation provider here: the portal layout and each route give their client components the
            namespaces they read (components/i18n/client-messages.tsx); the public job pages word everything on
            the server and ship no translation runtime at all. Toasts and URL state (nuqs) are the portal's too. */}
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
