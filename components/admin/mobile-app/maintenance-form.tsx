'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/browser/typed-api';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
import { FormFrame } from './form-bits';
import { useSave } from './use-save';

export type Maintenance = { enabled: boolean; message: string | null };

/** Same limit as lib/settings/schema.ts maintenanceModeBody (zod stays out of the client bundle). */
const MAX_MESSAGE = 500;

/** The maintenance-mode sub-tab: a switch and the message the app shows, saved with PUT maintenance-mode. */
export function MaintenanceForm({ companyId, initial }: { companyId: string; initial: Maintenance }) {
  const t = useTranslations('mobileApp');
  const { busy, run } = useSave();
  const [saved, setSaved] = useState(initial);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [message, setMessage] = useState(initial.message ?? '');
  const next: Maintenance = { enabled, message: message.trim() || null };
  const dirty = next.enabled !== saved.enabled || next.message !== saved.message;
  const error = message.trim().length > MAX_MESSAGE ? t('tooLong', { max: MAX_MESSAGE }) : null;

  async function save() {
    const res = await run(
      () => callApi(portalSettingsRoutes.setMaintenance, { params: { company_id: companyId }, body: next }),
      t('maintenance.saved'),
    );
    if (res) {
      setSaved(res.data);
      setMessage(res.data.message ?? '');
    }
  }

  return (
    <FormFrame
      label={t('subTabs.maintenance-mode')}
      dirty={dirty}
      valid={!error}
      busy={busy}
      onSave={() => void save()}
      onReset={() => {
        setEnabled(saved.enabled);
        setMessage(saved.message ?? '');
      }}
    >
      <p className="text-sm text-slate-700">{t('maintenance.intro')}</p>
      <Checkbox role="switch" label={t('maintenance.enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <Field
        label={t('maintenance.message')}
        error={error}
        hint={t('maintenance.hint', { count: message.trim().length, max: MAX_MESSAGE })}
      >
        {(p) => <Textarea {...p} name="message" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
    </FormFrame>
  );
}
