import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmButton } from '@/components/placement-requests/confirm-button';
import { RequestSummary } from '@/components/placement-requests/request-summary';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { PublicShell } from '@/components/public-jobs/public-shell';
import { firstParam } from '@/lib/auth/company-page';
import { requestByToken } from '@/lib/placement-requests/queries';
import { brandOf, type SearchParams } from '@/lib/public-jobs/page-data';
import { getSettings } from '@/lib/settings/queries';
import { publicPage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  // The URL carries a secret token: keep it out of search engines.
  return { title: t('confirmPlacement'), robots: { index: false, follow: false } };
}

/** The mailed link lands here: the request summary and a button that confirms it (a POST, not this GET). */
export default async function ConfirmPlacementPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam((await searchParams).token) ?? '';
  const { db } = publicPage();
  const [found, t, format] = await Promise.all([requestByToken(db, token), getTranslations('publicJobs.confirm'), getFormatter()]);
  if (!found)
    return (
      <AuthCard language={<ServerLanguagePicker />} title={t('invalidTitle')} subtitle={t('invalidBody')}>
        {null}
      </AuthCard>
    );
  const { request, tenant, state } = found;
  const settings = await getSettings(tenant.id);
  const company = tenant.name;
  return (
    <PublicShell language={<ServerLanguagePicker />} brand={brandOf(tenant, settings)}>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-semibold text-slate-900">
          {state === 'expired' ? t('expiredTitle') : state === 'confirmed' ? t('confirmedTitle') : t('title')}
        </h1>
        <p className="mb-4 mt-1 text-sm text-slate-700">
          {state === 'expired'
            ? t('expiredBody')
            : state === 'confirmed'
              ? t('alreadyBody', { company, date: format.dateTime(new Date(request.confirmed_at!), { dateStyle: 'long' }) })
              : t('intro', { company })}
        </p>
        {state === 'expired' ? null : <RequestSummary request={request} />}
        {state === 'pending' ? (
          <div className="mt-5">
            <ConfirmButton token={token} company={company} />
          </div>
        ) : null}
      </div>
    </PublicShell>
  );
}
