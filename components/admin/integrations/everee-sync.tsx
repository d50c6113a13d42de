'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { SYNC_TYPES, type EvereeView, type SyncType } from '@/lib/integrations/types';
import { integrationsApi } from './api';

/** "Sync now": which candidates, the button, and how the last run went. */
export function EvereeSync({ view, onSynced }: { view: EvereeView; onSynced: () => void }) {
  const t = useTranslations('integrations.everee');
  const tc = useTranslations('common');
  const format = useFormatter();
  const toast = useToast();
  const [syncType, setSyncType] = useState<SyncType>('new');
  const [busy, setBusy] = useState(false);
  const ready = view.configured && view.enabled;
  const last = view.last_sync_result;

  async function sync() {
    setBusy(true);
    try {
      const { data } = await integrationsApi.sync(syncType);
      if (data.failed) toast.error(t('syncPartial', { sent: data.sent, total: data.total, failed: data.failed, error: data.error ?? '' }));
      else toast.success(t('syncResult', { sent: data.sent, total: data.total }));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : tc('actionFailed'));
    } finally {
      setBusy(false);
      onSynced();
    }
  }

  return (
    <section aria-labelledby="everee-sync" className="space-y-3 border-t border-slate-200 pt-4">
      <h4 id="everee-sync" className="text-sm font-semibold text-slate-900">{t('syncTitle')}</h4>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('syncType')}>
          {(p) => (
            <select {...p} value={syncType} onChange={(e) => setSyncType(e.target.value as SyncType)} className={`${control} w-72`}>
              {SYNC_TYPES.map((s) => <option key={s} value={s}>{t(`syncTypes.${s}`)}</option>)}
            </select>
          )}
        </Field>
        <Button loading={busy} disabled={!ready} onClick={() => void sync()}>{t('syncNow')}</Button>
      </div>
      {!ready ? <p className="text-sm text-slate-700">{t('needsConfig')}</p> : null}
      {last && view.last_sync_at ? (
        <p className="text-sm text-slate-700">
          {t('lastResult', { when: format.dateTime(new Date(view.last_sync_at), { dateStyle: 'medium', timeStyle: 'short' }), sent: last.sent, total: last.total, failed: last.failed })}
          {last.error ? <span className="block text-red-700">{last.error}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
