'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { useAction } from '@/lib/browser/use-action';
import { SYNC_TYPES, type SyncType } from '@/lib/integrations/types';
import type { EvereeView } from '@/lib/integrations/schema';
import { integrationsApi } from './api';

/** "Sync now": which candidates, the button, and how the last run went. */
export function EvereeSync({ view, onSynced }: { view: EvereeView; onSynced: () => void }) {
  const t = useTranslations('integrations.everee');
  const format = useFormatter();
  const toast = useToast();
  const [syncType, setSyncType] = useState<SyncType>('new');
  const { busy, run } = useAction();
  const ready = view.configured && view.enabled;
  const last = view.last_sync_result;

  async function sync() {
    const res = await run(() => integrationsApi.sync(syncType));
    if (res?.data.failed)
      toast.error(t('syncPartial', { sent: res.data.sent, total: res.data.total, failed: res.data.failed, error: res.data.error ?? '' }));
    else if (res) toast.success(t('syncResult', { sent: res.data.sent, total: res.data.total }));
    onSynced();
  }

  return (
    <section aria-labelledby="everee-sync" className="space-y-3 border-t border-slate-200 pt-4">
      <h4 id="everee-sync" className="text-sm font-semibold text-slate-900">
        {t('syncTitle')}
      </h4>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('syncType')}
          size="sm"
          className="w-72"
          value={syncType}
          onValueChange={setSyncType}
          options={SYNC_TYPES.map((s) => ({ value: s, label: t(`syncTypes.${s}`) }))}
        />
        <Button loading={busy} disabled={!ready} onClick={() => void sync()}>
          {t('syncNow')}
        </Button>
      </div>
      {!ready ? <p className="text-sm text-slate-700">{t('needsConfig')}</p> : null}
      {last && view.last_sync_at ? (
        <p className="text-sm text-slate-700">
          {t('lastResult', {
            when: format.dateTime(new Date(view.last_sync_at), { dateStyle: 'medium', timeStyle: 'short' }),
            sent: last.sent,
            total: last.total,
            failed: last.failed,
          })}
          {last.error ? <span className="block text-red-700">{last.error}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
