import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientPortalForm } from '@/components/admin/client-portal-form';
import { PageHeader } from '@/components/shell/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ADMIN_TABS, resolveAdminPath } from '@/lib/admin/tabs';
import { requireSession } from '@/lib/auth/guard';
import { cn } from '@/lib/cn';
import { getSettings } from '@/lib/settings/queries';

type Props = { params: Promise<{ tab?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, tTabs] = await Promise.all([getTranslations('nav'), getTranslations('adminTabs')]);
  const where = resolveAdminPath((await params).tab);
  // Route title plus tab title (SPEC §1).
  return { title: where.kind === 'tab' ? `${tTabs(where.tab)} - ${t('adminSettings')}` : t('adminSettings') };
}

export default async function AdminSettingsPage({ params }: Props) {
  const session = await requireSession({ route: '/admin-settings' });
  const where = resolveAdminPath((await params).tab);
  if (where.kind === 'redirect') redirect(where.to);
  if (where.kind === 'missing') notFound();
  const [t, tTabs, tEmpty] = await Promise.all([getTranslations('nav'), getTranslations('adminTabs'), getTranslations('empty')]);
  return (
    <>
      <PageHeader title={t('adminSettings')} />
      <nav aria-label={t('adminSettings')} className="mb-6 overflow-x-auto border-b border-slate-200">
        <ul className="flex gap-1">
          {ADMIN_TABS.map((tab) => (
            <li key={tab}>
              <Link href={`/admin-settings/${tab}`} aria-current={tab === where.tab ? 'page' : undefined}
                className={cn('-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                  tab === where.tab ? 'border-brand text-slate-900' : 'border-transparent text-slate-700 hover:text-slate-900')}>
                {tTabs(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{tTabs(where.tab)}</h2>
      {where.tab === 'client-portal' ? <ClientPortalTab tenantId={session.tenantId} /> : <EmptyState title={tEmpty('title')} body={tEmpty('body')} />}
    </>
  );
}

async function ClientPortalTab({ tenantId }: { tenantId: string }) {
  const s = await getSettings(tenantId);
  return <ClientPortalForm initial={{ companyId: s.company_id, primary: s.primary_color, secondary: s.secondary_color, logo: s.logo, favicon: s.favicon }} />;
}
