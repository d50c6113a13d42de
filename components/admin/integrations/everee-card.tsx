'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { Loaded } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import { integrationsRoutes } from '@/lib/contracts/routes/integrations';
import { EvereeForm } from './everee-form';
import { EvereeSync } from './everee-sync';
import { IntegrationCard } from './integration-card';

/** Everee: connection settings and the candidate sync. */
export function EvereeCard() {
  const t = useTranslations('integrations');
  const format = useFormatter();
  // A ticking "now", so "Last sync 5 minutes ago" stays true while the tab is open.
  const now = useNow({ updateInterval: 60_000 });
  const { data, error, mutate } = useApi(integrationsRoutes.everee, {});
  const view = data?.data;
  const status: { tone: BadgeTone; label: string }[] = !view
    ? []
    : [
        !view.configured
          ? { tone: 'neutral', label: t('status.notConfigured') }
          : view.enabled
            ? { tone: 'success', label: t('status.connected') }
            : { tone: 'warning', label: t('status.disabled') },
        ...(view.last_sync_at
          ? [{ tone: 'info' as const, label: t('status.lastSync', { when: format.relativeTime(new Date(view.last_sync_at), now) }) }]
          : []),
      ];
  return (
    <IntegrationCard id="integration-everee" title={t('everee.title')} body={t('everee.body')} status={status}>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(res) => (
          <div className="space-y-6">
            {/* A new key after each save: the form starts again from what the server now holds. */}
            <EvereeForm
              key={res.data.updated_at ?? 'none'}
              view={res.data}
              onChange={(v) => void mutate({ data: v }, { revalidate: false })}
            />
            <EvereeSync view={res.data} onSynced={() => void mutate()} />
          </div>
        )}
      </Loaded>
    </IntegrationCard>
  );
}
