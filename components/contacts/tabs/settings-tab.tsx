'use client';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { Loaded } from '@/components/ui/load-states';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import { CONTACT_SETTING_KEYS } from '@/lib/contacts/types';
import type { ContactDetail, ContactSettings } from '@/lib/contacts/schema';
import { contactApi } from '../api';
import { useContactSettings } from '../use-contacts';

type Change = Partial<Omit<ContactSettings, 'portal_user'>>;

/** The contact's portal switches and portal access (a Company Contact user with the contact's email). */
export function SettingsTab({ contact, onChanged }: { contact: ContactDetail; onChanged: () => void }) {
  const t = useTranslations('contacts.settings');
  const fmt = useFormat();
  const { data, error, mutate } = useContactSettings(contact._id);
  const { busy, run } = useAction();
  const readOnly = contact.archived_at !== null;

  async function save(change: Change) {
    const res = await run(() => contactApi.settings(contact._id, change), t('saved'));
    if (res) {
      await mutate(res, { revalidate: false });
      if ('portal_access' in change) onChanged();
    }
  }

  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {({ data: s }) => (
        <div className="space-y-6">
          <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" disabled={busy || readOnly}>
            <legend className="px-1 text-sm font-medium text-slate-800">{t('permissions')}</legend>
            {CONTACT_SETTING_KEYS.map((k) => (
              <div key={k}>
                <Checkbox role="switch" label={t(`keys.${k}`)} checked={s[k]} onChange={(e) => void save({ [k]: e.target.checked })} />
                <p className="ms-6 text-xs text-slate-600">{t(`hints.${k}`)}</p>
              </div>
            ))}
          </fieldset>
          <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" disabled={busy || readOnly}>
            <legend className="px-1 text-sm font-medium text-slate-800">{t('portal')}</legend>
            <Checkbox
              role="switch"
              label={t('portalAccess', { email: contact.email })}
              checked={s.portal_access}
              onChange={(e) => void save({ portal_access: e.target.checked })}
            />
            <p className="text-sm text-slate-700">
              {s.portal_user
                ? t(s.portal_user.active ? 'portalActive' : 'portalInactive', {
                    email: s.portal_user.email,
                    last: s.portal_user.last_login_at ? fmt.stamp(s.portal_user.last_login_at) : t('never'),
                  })
                : t('portalNone')}
            </p>
            {readOnly ? <p className="text-sm text-slate-700">{t('archived')}</p> : null}
          </fieldset>
        </div>
      )}
    </Loaded>
  );
}
