'use client';
import { useTranslations } from 'next-intl';
import { SettingsForm, SettingSwitch } from './settings-form';
import { noChecks, useSettingsForm } from './use-settings-form';

export type ShiftTabProps = { companyId: string; shift: { enabled: boolean }; rateShift: { enabled: boolean } };

type Values = { shift: boolean; rate: boolean };

/** Shift tab: the shift module switch (primary part) and shift rating (rate_shift part). */
export function ShiftTab({ companyId, shift, rateShift }: ShiftTabProps) {
  const t = useTranslations('adminSettings.shift');
  const { form, save } = useSettingsForm(companyId, { shift: shift.enabled, rate: rateShift.enabled }, noChecks<Values>());
  return (
    <SettingsForm form={form} onSubmit={(v) => save({ primary: { shift: { enabled: v.shift } }, rate_shift: { enabled: v.rate } }, v)}>
      <SettingSwitch name="shift" label={t('enabled')} hint={t('enabledHint')} />
      <SettingSwitch name="rate" label={t('rateShift')} hint={t('rateShiftHint')} />
    </SettingsForm>
  );
}
