'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { EVEREE_DEFAULT_BASE_URL } from '@/lib/integrations/types';
import type { EvereeView } from '@/lib/integrations/schema';
import { useAction } from '@/lib/browser/use-action';
import { integrationsApi } from './api';

/** Everee credentials. The API key is write-only: the field starts empty and empty keeps the saved key. */
export function EvereeForm({ view, onChange }: { view: EvereeView; onChange: (v: EvereeView) => void }) {
  const t = useTranslations('integrations.everee');
  const tc = useTranslations('common');
  const save = useAction();
  const clear = useAction();
  const errors = save.fieldErrors;
  const clearError = save.clearFieldError;
  const [enabled, setEnabled] = useState(view.enabled || !view.configured);
  const [tenantId, setTenantId] = useState(view.tenant_id ?? '');
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(view.base_url);
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tenantId.trim()) return setMissing('tenant_id');
    if (enabled && !view.secret_hint && !apiKey.trim()) return setMissing('api_key');
    const body = {
      enabled,
      tenant_id: tenantId.trim(),
      base_url: baseUrl.trim() || EVEREE_DEFAULT_BASE_URL,
      ...(apiKey.trim() ? { api_key: apiKey.trim() } : {}),
    };
    void save
      .run(() => integrationsApi.saveEveree(body), t('saved'))
      .then((res) => {
        if (res) onChange(res.data);
      });
  };
  const error = (key: string) =>
    missing === key ? (key === 'api_key' ? t('apiKeyRequired') : t('tenantIdRequired')) : (errors[key] ?? null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Checkbox label={t('enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <Field label={t('tenantId')} hint={t('tenantIdHint')} error={error('tenant_id')}>
        {(p) => (
          <Input
            {...p}
            value={tenantId}
            inputMode="numeric"
            maxLength={40}
            className="max-w-xs"
            onChange={(e) => {
              setTenantId(e.target.value);
              setMissing(null);
              clearError('tenant_id');
            }}
          />
        )}
      </Field>
      <Field
        label={t('apiKey')}
        hint={view.secret_hint ? t('apiKeySaved', { hint: view.secret_hint }) : t('apiKeyHint')}
        error={error('api_key')}
      >
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            value={apiKey}
            maxLength={500}
            placeholder={view.secret_hint ?? ''}
            onChange={(e) => {
              setApiKey(e.target.value);
              setMissing(null);
              clearError('api_key');
            }}
          />
        )}
      </Field>
      <Field label={t('baseUrl')} hint={t('baseUrlHint')} error={error('base_url')}>
        {(p) => (
          <Input
            {...p}
            type="url"
            value={baseUrl}
            maxLength={200}
            onChange={(e) => {
              setBaseUrl(e.target.value);
              clearError('base_url');
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.busy}>
          {tc('save')}
        </Button>
        {view.configured || view.tenant_id ? (
          <Button type="button" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
            {t('disconnect')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('disconnectTitle')}
        description={t('disconnectBody')}
        confirmLabel={t('disconnect')}
        cancelLabel={tc('cancel')}
        busy={clear.busy}
        onConfirm={() =>
          void clear.run(integrationsApi.clearEveree, t('disconnected')).then((res) => {
            if (res) onChange(res.data);
            setConfirming(false);
          })
        }
      />
    </form>
  );
}
