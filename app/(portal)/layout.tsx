import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AppShell } from '@/components/shell/app-shell';
import { ToastProvider } from '@/components/ui/toast';
import { getLocale, getTranslations } from 'next-intl/server';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { requirePage } from '@/lib/auth/guard';
import { rememberLocale } from '@/lib/auth/remember-locale';
import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSettings } from '@/lib/settings/queries';
import { getLayout } from '@/lib/settings/service';
import { ViewerZone } from '@/lib/browser/viewer-zone';
import { viewerTimeZone } from '@/lib/users/page-data';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  // Checked here as well as in each page: the layout renders before the loading boundary streams, so a
  // refused role gets a real HTTP redirect on a full page load. Pages re-check on client navigation.
  const { session, db } = await requirePage({ route: (await headers()).get('x-pathname') ?? undefined });
  const [settings, layout, locale, t, zone] = await Promise.all([
    getSettings(session.tenantId),
    getLayout(db, session),
    getLocale(),
    getTranslations('common'),
    viewerTimeZone(db, session),
  ]);
  // The language she uses the portal in is the one her mails are written in.
  if (session.locale !== locale) await rememberLocale(db, session, locale);
  return (
    <ClientMessages namespaces={SHELL_NAMESPACES}>
      {/* Lists keep their filters, sort and page in the URL through nuqs (lib/url-state). */}
      <NuqsAdapter>
        <ToastProvider closeLabel={t('dismiss')}>
          {/* Times not tied to a site on her chosen zone (else the tenant's), the same on server and browser. */}
          <ViewerZone zone={zone.effective}>
            <AppShell db={db} session={session} settings={settings} layout={layout}>
              {children}
            </AppShell>
          </ViewerZone>
        </ToastProvider>
      </NuqsAdapter>
    </ClientMessages>
  );
}
