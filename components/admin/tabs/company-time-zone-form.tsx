'use client';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { SettingsForm } from './settings-form';
import { noChecks, useSettingsForm } from './use-settings-form';

/** The company's own time zone (settings.general.timezone): where a new location starts. */
export function CompanyTimeZoneForm({ companyId, timezone }: { companyId: string; timezone: string }) {
  const t = useTranslations('adminSettings.general');
  const { form, save } = useSettingsForm(companyId, { timezone }, noChecks<{ timezone: string }>());
  return (
    <section aria-labelledby="company-time-zone" className="space-y-4">
      <h3 id="company-time-zone" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <SettingsForm form={form} onSubmit={(v) => save({ general: { timezone: v.timezone } }, v)}>
        <Field label={t('timezone')} hint={t('timezoneHint')}>
          {(p) => (
            <Controller
              name="timezone"
              control={form.control}
              render={({ field }) => <TimeZonePicker {...p} value={field.value} onChange={field.onChange} />}
            />
          )}
        </Field>
      </SettingsForm>
    </section>
  );
}
