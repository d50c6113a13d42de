'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkOrigins } from './iframe-origins';
import { SettingsForm, SettingSwitch } from './settings-form';
import { useSettingsDraft } from './use-settings-draft';

export type ClientContactsPortalTabProps = {
  companyId: string;
  clientContactsPortal: { enabled: boolean };
  orders: { show_orders_to_client: boolean };
  /** placements.iframe_origins: sites allowed to embed the placement form. */
  iframeOrigins: string[];
};

/** What Company Contacts may use (placements, orders) and which sites may embed the placement form. */
export function ClientContactsPortalTab({ companyId, clientContactsPortal, orders, iframeOrigins }: ClientContactsPortalTabProps) {
  const t = useTranslations('adminSettings.clientContactsPortal');
  const initial = { portal: clientContactsPortal.enabled, orders: orders.show_orders_to_client, origins: iframeOrigins.join('\n') };
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, initial);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    // Loaded on submit only: the same rule the server applies, without zod in the page bundle.
    const rules = await import('@/lib/settings/schema');
    const check = checkOrigins(draft.origins, rules);
    if (check.invalid.length) return setError(t('invalidOrigins', { sites: check.invalid.join(', ') }));
    if (check.max !== null) return setError(t('tooManyOrigins', { max: check.max }));
    setError(null);
    await save(
      {
        clientContactsPortal: { enabled: draft.portal },
        orders: { show_orders_to_client: draft.orders },
        placements: { iframe_origins: check.origins },
      },
      { ...draft, origins: check.origins.join('\n') },
    );
  }

  return (
    <SettingsForm
      dirty={dirty}
      busy={busy}
      onSubmit={() => void submit()}
      onReset={() => {
        reset();
        setError(null);
      }}
    >
      <SettingSwitch label={t('enabled')} hint={t('enabledHint')} checked={draft.portal} onChange={(v) => patch({ portal: v })} />
      <SettingSwitch label={t('showOrders')} hint={t('showOrdersHint')} checked={draft.orders} onChange={(v) => patch({ orders: v })} />
      <Field label={t('origins')} hint={t('originsHint')} error={error}>
        {(p) => (
          <Textarea
            {...p}
            name="iframe_origins"
            rows={6}
            value={draft.origins}
            spellCheck={false}
            autoCapitalize="off"
            placeholder="https://www.example.com"
            className="font-mono"
            onChange={(e) => {
              patch({ origins: e.target.value });
              setError(null);
            }}
          />
        )}
      </Field>
    </SettingsForm>
  );
}
