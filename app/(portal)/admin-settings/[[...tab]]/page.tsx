import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import {
  AdminPanel,
  ClientContactsPortalTab,
  ClientPortalForm,
  CompanyTimeZoneForm,
  LabelsForm,
  MobileAppTab,
  ShiftTab,
  StatusesTab,
  TimesheetRulesTab,
  UsersTab,
} from '@/components/admin/admin-panel';
import type { MobileAppTabProps } from '@/components/admin/mobile-app/mobile-app-tab';
import { loadUsersQuery, usersListQuery } from '@/components/admin/users/users-query';
import { clientContactsPortalTabProps, shiftTabProps, STATUS_TAB_KINDS, timesheetRulesTabProps } from '@/components/admin/tabs/tab-props';
import { PageHeader } from '@/components/shell/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { resolveAdminPath, screenTab, STRIP_TABS, type AdminTab } from '@/lib/admin/tabs';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { cn } from '@/lib/cn';
import { pageLabels } from '@/lib/settings/localized-labels';
import { currentTenantSettings } from '@/lib/settings/current';
import type { RenamedLabels } from '@/lib/settings/labels';
import { readInvitationDays } from '@/lib/settings/invitations';
import { getSettings } from '@/lib/settings/queries';
import { listUsers } from '@/lib/users/queries';
import { userListQuery } from '@/lib/users/schema';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';
import type { Db } from '@/lib/db/client';

type Props = { params: Promise<{ tab?: string[] }>; searchParams: Promise<SearchParams> };

/** Tab titles; the Shift tab carries the tenant's renamed shift label, like the menu. */
async function tabTitles(renamed: RenamedLabels): Promise<(tab: AdminTab) => string> {
  const [tTabs, labels] = await Promise.all([getTranslations('adminTabs'), pageLabels(renamed)]);
  return (tab) => (tab === 'shift' ? labels.shift.singular : tTabs(tab));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, tTabs] = await Promise.all([getTranslations('nav'), currentTenantSettings().then((s) => tabTitles(s?.dashboard_labels ?? {}))]);
  const where = resolveAdminPath((await params).tab);
  // Route title plus tab title (SPEC §1).
  return { title: where.kind === 'tab' ? `${tTabs(screenTab(where.tab))} - ${t('adminSettings')}` : t('adminSettings') };
}

export default async function AdminSettingsPage({ params, searchParams }: Props) {
  const { session, db } = await requirePage({ route: '/admin-settings' });
  const where = resolveAdminPath((await params).tab);
  if (where.kind === 'redirect') redirect(where.to);
  if (where.kind === 'missing') notFound();
  const [t, tTabs, tEmpty] = await Promise.all([
    getTranslations('nav'),
    getSettings(session.tenantId).then((s) => tabTitles(s.dashboard_labels)),
    getTranslations('empty'),
  ]);
  const current = screenTab(where.tab);
  return (
    <>
      <PageHeader title={t('adminSettings')} />
      {/* Wrapped, not scrolled: at 1440 px a single row hid the last tabs, out of sight and hard to find. */}
      <nav aria-label={t('adminSettings')} className="mb-6 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1">
          {STRIP_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={`/admin-settings/${tab}`}
                aria-current={tab === current ? 'page' : undefined}
                className={cn(
                  'block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                  tab === current ? 'border-brand-ink text-slate-900' : 'border-transparent text-slate-700 hover:text-slate-900',
                )}
              >
                {tTabs(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{tTabs(current)}</h2>
      {(await tabContent(db, session.tenantId, where.tab, where.sub, where.screen, searchParams)) ?? (
        <EmptyState title={tEmpty('title')} body={tEmpty('body')} />
      )}
    </>
  );
}

/** What the status tabs show below their statuses. */
const STATUS_TAB_EXTRAS: Record<keyof typeof STATUS_TAB_KINDS, ReactNode> = {
  candidates: (
    <>
      <AdminPanel name="profile-sections" />
      <AdminPanel name="candidate-fields" />
    </>
  ),
  companies: (
    <>
      <AdminPanel name="company-fields" />
      <AdminPanel name="placement-fields" />
    </>
  ),
  referrals: <AdminPanel name="bonus-rules" />,
};

/** The first page of users for the URL's filters, sort and page: the tab takes it over without a refetch. */
async function firstUsersPage(db: Db, tenantId: string, searchParams: Promise<SearchParams>) {
  const query = apiQueryOf(userListQuery, usersListQuery(await loadUsersQuery(searchParams)));
  const { data, total } = await listUsers(db, tenantId, query);
  return asJson(listResponse(data, total, query));
}

/** The screen of a tab, from the settings slices it edits (the users tab: its first page). */
async function tabContent(
  db: Db,
  tenantId: string,
  tab: AdminTab,
  sub: string | undefined,
  screen: string | undefined,
  searchParams: Promise<SearchParams>,
): Promise<ReactNode | null> {
  if (tab === 'users') {
    const [initial, settings] = await Promise.all([firstUsersPage(db, tenantId, searchParams), getSettings(tenantId)]);
    return <UsersTab initial={initial} invitations={{ companyId: settings.company_id, days: readInvitationDays(settings.invitations) }} />;
  }
  const s = await getSettings(tenantId);
  switch (tab) {
    case 'client-portal':
      return (
        <div className="space-y-10">
          <ClientPortalForm
            initial={{ companyId: s.company_id, primary: s.primary_color, secondary: s.secondary_color, logo: s.logo, favicon: s.favicon }}
          />
          <CompanyTimeZoneForm companyId={s.company_id} timezone={s.general.timezone} />
          {/* The dashboard labels also here, beside the branding where admins look for them (issue 22 item 9). */}
          <LabelsForm initial={await pageLabels(s.dashboard_labels)} />
        </div>
      );
    case 'shift':
      return <ShiftTab {...shiftTabProps(s)} />;
    case 'client-contacts-portal':
      return <ClientContactsPortalTab {...clientContactsPortalTabProps(s)} />;
    case 'scheduling-timesheets':
    case 'timesheets':
      return <TimesheetRulesTab {...timesheetRulesTabProps(s)} />;
    case 'candidates':
    case 'companies':
    case 'referrals': {
      const t = await getTranslations('statuses');
      return (
        <div className="space-y-10">
          <StatusesTab kinds={STATUS_TAB_KINDS[tab].map((kind) => ({ kind, title: t(`kinds.${kind}`) }))} />
          {STATUS_TAB_EXTRAS[tab]}
        </div>
      );
    }
    case 'notifications':
    case 'custom-reports':
    case 'reports':
    case 'integrations':
    case 'jobs':
    case 'onboarding':
    case 'import':
      return <AdminPanel name={tab} />;
    case 'roles':
    case 'branches':
      return <AdminPanel name="roles-branches" />;
    case 'mobile-app':
      // resolveAdminPath gives this tab only one of MOBILE_APP_SUBTABS.
      return (
        <MobileAppTab
          companyId={s.company_id}
          sub={sub as MobileAppTabProps['sub']}
          screen={screen}
          mobileApp={s.mobile_app}
          maintenance={s.maintenance_mode}
          labels={await pageLabels(s.dashboard_labels)}
        />
      );
    default:
      return null;
  }
}
