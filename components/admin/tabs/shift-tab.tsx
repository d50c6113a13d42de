'use client';
import { useTranslations } from 'next-intl';
import { SettingsForm, SettingSwitch } from './settings-form';
import { useSettingsDraft } from './use-settings-draft';

export type ShiftTabProps = { companyId: string; shift: { enabled: boolean }; rateShift: { enabled: boolean } };

/** Shift tab: the shift module switch (primary part) and shift rating (rate_shift part). */
export function ShiftTab({ companyId, shift, rateShift }: ShiftTabProps) {
  const t = useTranslations('adminSettings.shift');
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, { shift: shift.enabled, rate: rateShift.enabled });
  return (
    <SettingsForm
      dirty={dirty}
      busy={busy}
      onReset={reset}
      onSubmit={() => void save({ primary: { shift: { enabled: draft.shift } }, rate_shift: { enabled: draft.rate } })}
    >
      <SettingSwitch label={t('enabled')} hint={t('enabledHint')} checked={draft.shift} onChange={(v) => patch({ shift: v })} />
      <SettingSwitch label={t('rateShift')} hint={t('rateShiftHint')} checked={draft.rate} onChange={(v) => patch({ rate: v })} />
    </SettingsForm>
  );
}
