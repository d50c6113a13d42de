'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { SettingsForm } from '@/components/admin/tabs/settings-form';
import { Loaded } from '@/components/ui/load-states';
import { api, getMain } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { changesBetween, type SettingsMatrix } from '@/lib/notification-settings/events';
import { ChannelMatrix } from './channel-matrix';

const PATH = 'notification-settings';

/** Which channels each event notifies on: a draft over the saved matrix, saved as the cells that changed. */
function Editor({ saved, onSaved }: { saved: SettingsMatrix; onSaved: (m: SettingsMatrix) => void }) {
  const t = useTranslations('pushNotifications.settings');
  const { busy, run } = useAction();
  const [draft, setDraft] = useState<SettingsMatrix>(saved);
  const changes = changesBetween(saved, draft);
  useUnsavedWarning(changes.length > 0);

  async function save() {
    const res = await run(() => api.put<{ data: SettingsMatrix }>('main', PATH, { settings: changes }), t('saved'));
    if (!res) return;
    setDraft(res.data);
    onSaved(res.data);
  }

  return (
    <SettingsForm dirty={changes.length > 0} busy={busy} onSubmit={() => void save()} onReset={() => setDraft(saved)}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <ChannelMatrix value={draft} onChange={setDraft} />
    </SettingsForm>
  );
}

export function NotificationsTab() {
  const { data, error, mutate } = useSWR<{ data: SettingsMatrix }>(PATH, getMain, { revalidateOnFocus: false });
  return (
    <Loaded data={data?.data} error={error} retry={() => void mutate()}>
      {(saved) => <Editor saved={saved} onSaved={(m) => void mutate({ data: m }, { revalidate: false })} />}
    </Loaded>
  );
}
