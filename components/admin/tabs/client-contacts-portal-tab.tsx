'use client';
import { useTranslations } from 'next-intl';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { Textarea } from '@/components/ui/textarea';
import { checkOrigins } from './iframe-origins';
import { SettingsForm, SettingSwitch } from './settings-form';
import { useSettingsForm } from './use-settings-form';

export type ClientContactsPortalTabProps = {
  companyId: string;
  clientContactsPortal: { enabled: boolean };
  orders: { show_orders_to_client: boolean };
  /** placements.iframe_origins: sites allowed to embed the placement form. */
  iframeOrigins: string[];
};

type Values = { portal: boolean; orders: boolean; iframe_origins: string };
type Checked = Omit<Values, 'iframe_origins'> & { origins: string[] };

/**
 * The sites, one per line, by the server's own rule: the schema loads when the form is checked, so zod stays
 * out of the tab's bundle. A refusal's type names the problem; its message carries what the text needs.
 */
const resolver: Resolver<Values, unknown, Checked> = async (values): Promise<ResolverResult<Values, Checked>> => {
  const check = checkOrigins(values.iframe_origins, await import('@/lib/settings/schema'));
  if (check.invalid.length)
    return { values: {}, errors: { iframe_origins: { type: 'invalidOrigins', message: check.invalid.join(', ') } } };
  if (check.max !== null) return { values: {}, errors: { iframe_origins: { type: 'tooManyOrigins', message: String(check.max) } } };
  return { values: { portal: values.portal, orders: values.orders, origins: check.origins }, errors: {} };
};

/** What Company Contacts may use (placements, orders) and which sites may embed the placement form. */
export function ClientContactsPortalTab({ companyId, clientContactsPortal, orders, iframeOrigins }: ClientContactsPortalTabProps) {
  const t = useTranslations('adminSettings.clientContactsPortal');
  const initial = { portal: clientContactsPortal.enabled, orders: orders.show_orders_to_client, iframe_origins: iframeOrigins.join('\n') };
  const { form, save } = useSettingsForm(companyId, initial, resolver);
  return (
    <SettingsForm
      form={form}
      onSubmit={(v) =>
        save(
          {
            clientContactsPortal: { enabled: v.portal },
            orders: { show_orders_to_client: v.orders },
            placements: { iframe_origins: v.origins },
          },
          // The text as saved: normalised, one origin per line.
          { portal: v.portal, orders: v.orders, iframe_origins: v.origins.join('\n') },
          ['iframe_origins'],
        )
      }
      errorText={(field, e) =>
        e.type === 'invalidOrigins'
          ? t('invalidOrigins', { sites: e.message ?? '' })
          : e.type === 'tooManyOrigins'
            ? t('tooManyOrigins', { max: Number(e.message) })
            : (e.message ?? field)
      }
    >
      <SettingSwitch name="portal" label={t('enabled')} hint={t('enabledHint')} />
      <SettingSwitch name="orders" label={t('showOrders')} hint={t('showOrdersHint')} />
      <FormField name="iframe_origins" label={t('origins')} hint={t('originsHint')}>
        {(p) => (
          <Textarea {...p} rows={6} spellCheck={false} autoCapitalize="off" placeholder="https://www.example.com" className="font-mono" />
        )}
      </FormField>
    </SettingsForm>
  );
}
