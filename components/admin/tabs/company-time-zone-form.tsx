'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { SettingsForm } from './settings-form';
import { useSettingsDraft } from './use-settings-draft';

/** The company's own time zone (settings.general.timezone): where a new location starts. */
export function CompanyTimeZoneForm({ companyId, timezone }: { companyId: string; timezone: string }) {
  const t = useTranslations('adminSettings.general');
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, { timezone });
  return (
    <section aria-labelledby="company-time-zone" className="space-y-4">
      <h3 id="company-time-zone" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <SettingsForm dirty={dirty} busy={busy} onSubmit={() => void save({ general: { timezone: draft.timezone } })} onReset={reset}>
        <Field label={t('timezone')} hint={t('timezoneHint')}>
          {(p) => <TimeZonePicker {...p} value={draft.timezone} onChange={(zone) => patch({ timezone: zone })} />}
        </Field>
      </SettingsForm>
    </section>
  );
}
