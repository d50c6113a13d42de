'use client';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { Loaded } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import { integrationsRoutes } from '@/lib/contracts/routes/integrations';
import { IntegrationCard } from './integration-card';
import { PaychexForm } from './paychex-form';

/** Paychex: the layout of the payroll file exported from Timesheets. */
export function PaychexCard() {
  const t = useTranslations('integrations');
  const { data, error, mutate } = useApi(integrationsRoutes.paychex, {});
  const view = data?.data;
  const status: { tone: BadgeTone; label: string }[] = !view
    ? []
    : [view.configured ? { tone: 'success', label: t('status.layoutSaved') } : { tone: 'neutral', label: t('status.notConfigured') }];
  return (
    <IntegrationCard id="integration-paychex" title={t('paychex.title')} body={t('paychex.body')} status={status}>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(res) => (
          <div className="space-y-4">
            {!res.data.configured ? (
              <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('paychex.notConfigured')}
              </p>
            ) : null}
            <PaychexForm
              key={res.data.updated_at ?? 'defaults'}
              view={res.data}
              // The saved layout is the answer: the card takes it without a refetch.
              onChange={(v) => void mutate({ data: { ...v, columns: [...v.columns] } }, { revalidate: false })}
            />
          </div>
        )}
      </Loaded>
    </IntegrationCard>
  );
}
