import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { directionOf, isLocale } from '@/lib/i18n/config';
import { brandStyleSheet } from '@/lib/settings/branding';
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
  const [locale, settings, nonce, t] = await Promise.all([getLocale(), currentTenantSettings(), headers().then((h) => h.get('x-nonce') ?? undefined), getTranslations('common')]);
  const lang = isLocale(locale) ? locale : 'en';
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        {/* Brand colours as CSS variables (SPEC §1): every component reads them through Tailwind tokens. */}
        <style nonce={nonce} id="brand-variables">{brandStyleSheet(settings)}</style>
      </head>
      <body>
        <NextIntlClientProvider>
          <ToastProvider closeLabel={t('dismiss')}>{children}</ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
