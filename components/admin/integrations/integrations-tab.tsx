'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Loading } from '@/components/ui/load-states';

// The admin page bundles every tab's entry component: the cards and their forms load only on this tab.
const IntegrationCards = dynamic(() => import('./integration-cards'), { ssr: false, loading: () => <Loading /> });
const FailedJobs = dynamic(() => import('./failed-jobs').then((m) => m.FailedJobs), { ssr: false, loading: () => <Loading /> });

/** Admin "integrations" tab: payroll providers (Everee, Paychex), and background jobs that failed. */
export function IntegrationsTab() {
  const t = useTranslations('integrations');
  const tApi = useTranslations('apiReference');
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-slate-700">{t('intro')}</p>
      <p>
        <Link href="/api-reference" className="text-sm font-medium text-slate-900 underline underline-offset-2">
          {tApi('link')}
        </Link>
      </p>
      <IntegrationCards />
      <FailedJobs />
    </div>
  );
}
