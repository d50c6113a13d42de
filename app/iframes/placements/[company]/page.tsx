import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PlacementForm } from '@/components/placement-requests/placement-form';
import { PlacementThanks } from '@/components/placement-requests/placement-thanks';
import { PublicShell } from '@/components/public-jobs/public-shell';
import { firstParam } from '@/lib/auth/company-page';
import { earliestStartDate, PLACEMENT_FIELDS } from '@/lib/placement-requests/limits';
import { brandOf, formStateFrom, type SearchParams } from '@/lib/public-jobs/page-data';
import { publicTenant } from '@/lib/public-jobs/tenant';
import { getSettings } from '@/lib/settings/queries';
import { positionOptions } from '@/lib/work-requests/positions';
import { publicPage } from '@/lib/auth/guard';

type Props = { params: Promise<{ company: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('placementForm'), robots: { index: false } };
}

/**
 * The placement request form a tenant embeds on its own website (proxy.ts lets /iframes/* be framed by
 * https origins). Compact and branded; nothing on it needs a session.
 */
export default async function PlacementFormPage({ params, searchParams }: Props) {
  const [{ company }, sp] = await Promise.all([params, searchParams]);
  const tenant = await publicTenant(publicPage().db, company);
  if (!tenant) notFound();
  const [settings, t, positions] = await Promise.all([
    getSettings(tenant.id),
    getTranslations('publicJobs.placement'),
    positionOptions(publicPage().db, tenant.id),
  ]);
  const state = formStateFrom(sp, PLACEMENT_FIELDS);
  const self = `/iframes/placements/${encodeURIComponent(tenant.slug)}`;
  return (
    <PublicShell compact brand={brandOf(tenant, settings)}>
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mb-5 mt-1 text-sm text-slate-700">{t('intro')}</p>
      {firstParam(sp.sent) === '1' ? (
        <PlacementThanks
          action={
            <Link href={self} className="text-sm font-medium text-emerald-900 underline">
              {t('another')}
            </Link>
          }
        />
      ) : (
        <PlacementForm
          company={tenant.slug}
          positions={positions}
          minStartDate={earliestStartDate()}
          initialError={state.error}
          initialFields={state.fields}
        />
      )}
    </PublicShell>
  );
}
