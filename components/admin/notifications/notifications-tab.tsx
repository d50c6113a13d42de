'use client';
import { useTranslations } from 'next-intl';
import { SettingsForm } from '@/components/admin/tabs/settings-form';
import { noChecks } from '@/components/admin/tabs/use-settings-form';
import { useCheckedForm } from '@/components/ui/form/use-zod-form';
import { Loaded } from '@/components/ui/load-states';
import { showSaved } from '@/lib/browser/invalidate';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { notificationSettingsRoutes as r } from '@/lib/contracts/routes/notification-settings';
import { changesBetween, type SettingsMatrix } from '@/lib/notification-settings/events';
import { ChannelMatrix } from './channel-matrix';

/** Which channels each event notifies on: a kit form over the saved matrix, saved as the cells that changed. */
function Editor({ saved }: { saved: SettingsMatrix }) {
  const t = useTranslations('pushNotifications.settings');
  const { run } = useAction();
  const form = useCheckedForm(noChecks<SettingsMatrix>(), saved);
  useUnsavedWarning(form.formState.isDirty && !form.formState.isSubmitting);

  async function save(draft: SettingsMatrix) {
    const res = await run(() => callApi(r.save, { body: { settings: changesBetween(saved, draft) } }), t('saved'));
    if (!res) return;
    form.reset(res.data);
    // The answer is the saved matrix: every cached read of it takes it without a refetch.
    await showSaved(r.get, res);
  }

  return (
    <SettingsForm form={form} onSubmit={save}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <ChannelMatrix />
    </SettingsForm>
  );
}

export function NotificationsTab() {
  const { data, error, mutate } = useApi(r.get, {}, { revalidateOnFocus: false });
  return (
    <Loaded data={data?.data} error={error} retry={() => void mutate()}>
      {(saved) => <Editor saved={saved} />}
    </Loaded>
  );
}
