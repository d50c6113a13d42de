'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { HttpError } from '@/lib/browser/api-client';
import { apiKey } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { helpdeskRoutes } from '@/lib/contracts/routes/helpdesk';
import { helpdeskApi } from './api';
import { useHelpdeskSettings } from './use-helpdesk';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * Admins only: the helpdesk address this page embeds instead of the built-in ticket center. The field
 * shows the saved value until edited; the server decides what is valid (https only) and says why not.
 */
export function HelpdeskSettingsPanel() {
  const t = useTranslations('supportCenter.settings');
  const tc = useTranslations('common');
  const { mutate } = useSWRConfig();
  const { data } = useHelpdeskSettings();
  const { busy, run } = useAction();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const saved = data?.data.url ?? null;
  const value = draft ?? saved ?? '';

  const save = async (url: string | null, done: string) => {
    setError(null);
    const res = await run(async () => {
      try {
        return await helpdeskApi.saveSettings(url);
      } catch (err) {
        if (err instanceof HttpError) setError(err.message);
        throw err;
      }
    }, done);
    if (!res) return;
    setDraft(null);
    setConfirmClear(false);
    await Promise.all([mutate(apiKey(helpdeskRoutes.settings), res, { revalidate: false }), invalidate(apiKey(helpdeskRoutes.url))]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(value.trim() || null, value.trim() ? t('saved') : t('cleared'));
  };

  return (
    <section aria-labelledby="helpdesk-settings-title" className="mt-8 max-w-2xl rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="helpdesk-settings-title" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('description')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t('url')} error={error} hint={t('urlHint')}>
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                value={value}
                placeholder="https://support.example.com"
                maxLength={2000}
                disabled={!data}
                onChange={(e) => setDraft(e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="flex gap-2 pt-7">
          <Button type="submit" loading={busy} disabled={!data || draft === null}>
            {tc('save')}
          </Button>
          <Button type="button" variant="outline" disabled={!saved || busy} onClick={() => setConfirmClear(true)}>
            {t('clear')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('clearTitle')}
        description={t('clearBody')}
        confirmLabel={t('clear')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void save(null, t('cleared'))}
      />
    </section>
  );
}
