import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NotificationBell } from '@/components/notification-centre/bell';
import type { Session } from '@/lib/auth/guard';
import { groupNav } from '@/lib/auth/permissions';
import { navForUser } from '@/lib/auth/sub-roles';
import { userDetails } from '@/lib/auth/user-details';
import { cn } from '@/lib/cn';
import { unreadCount } from '@/lib/notification-centre/queries';
import { portalFlags } from '@/lib/settings/flags';
import { pageLabels } from '@/lib/settings/localized-labels';
import type { CompanySettings } from '@/lib/settings/queries';
import type { Layout } from '@/lib/settings/service';
import { LanguageSwitcher } from './language-switcher';
import { NavMenu, type NavSection } from './nav-menu';
import { SessionSync } from './session-sync';
import { UserMenu } from './user-menu';
import type { Db } from '@/lib/db/client';

/** The authenticated frame: top bar, menu from the permission table, and the user's layout choice. */
export async function AppShell({
  db,
  session,
  settings,
  layout,
  children,
}: {
  /** The page's database handle (requirePage). */
  db: Db;
  session: Session;
  settings: CompanySettings;
  layout: Layout;
  children: ReactNode;
}) {
  // The bell starts from the count at render time (one index scan), so it does not pop in after hydration.
  const [t, tShell, unread, labels] = await Promise.all([
    getTranslations('nav'),
    getTranslations('shell'),
    unreadCount(db, session),
    pageLabels(settings.dashboard_labels),
  ]);
  const sections: NavSection[] = groupNav(navForUser(session.role, session.subRole, portalFlags(settings))).map(({ group, entries }) => ({
    id: group,
    label: t(`groups.${group}`),
    items: entries.map((r) => ({ href: r.path, label: r.label ? labels[r.label].plural : r.nav ? t(r.nav) : r.path })),
  }));
  const dark = layout.topbar_theme === 'dark';
  const vertical = layout.layout_type === 'vertical';
  const width = layout.layout_width === 'boxed' ? 'mx-auto max-w-7xl' : 'w-full';
  const isAdmin = session.role === 'super_admin' || session.role === 'company_admin';
  return (
    <div className="min-h-screen" data-layout={layout.layout_type} data-width={layout.layout_width} data-topbar={layout.topbar_theme}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {(await getTranslations('app'))('skipToContent')}
      </a>
      <SessionSync user={userDetails({ ...session, id: session.userId })} />
      <header className={cn('border-b', dark ? 'border-slate-800 bg-slate-900 text-white' : 'border-slate-200 bg-white text-slate-900')}>
        <div className={cn('flex h-14 items-center justify-between gap-4 px-4', width)}>
          <Link href="/" className="flex items-center gap-2 font-semibold">
            {settings.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- tenant uploads are served by our own route, not optimised
              <img src={settings.logo} alt={settings.company_name} className="h-8 w-auto" />
            ) : (
              <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded bg-brand text-on-brand">
                {settings.company_name.slice(0, 1)}
              </span>
            )}
            <span>{settings.company_name}</span>
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <NotificationBell initialUnread={unread} />
            <UserMenu
              username={session.username}
              roleLabel={tShell(`role.${session.role}`)}
              layout={layout}
              logoutHref={`/${session.tenantSlug}/logout`}
            />
          </div>
        </div>
      </header>
      {settings.maintenance_mode.enabled && isAdmin ? (
        <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
          {tShell('maintenanceBanner')}
        </div>
      ) : null}
      <div className={cn(vertical ? 'flex' : '', width)}>
        <div className={cn('bg-brand-2', vertical ? 'min-h-[calc(100vh-3.5rem)] w-60 shrink-0 p-3' : 'px-4 py-2')}>
          <NavMenu sections={sections} orientation={vertical ? 'vertical' : 'horizontal'} label={t('menu')} />
        </div>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
