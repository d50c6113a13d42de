'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { CANCEL_CUTOFF_HOURS, parseCancelCutoff } from '@/lib/shifts/cutoff';
import { NumberSetting, SettingsForm, SettingSwitch } from './settings-form';
import { useSettingsForm } from './use-settings-form';

export type ShiftTabProps = {
  companyId: string;
  shift: { enabled: boolean; cancelCutoffHours: number };
  rateShift: { enabled: boolean };
};

type Values = { shift: boolean; rate: boolean; cancel_cutoff_hours: string };
type Checked = { shift: boolean; rate: boolean; cutoff: number };

/** The cut-off is a whole number of hours in range (lib/shifts/cutoff.ts, plain TypeScript like the server's reader). */
const resolver: Resolver<Values, unknown, Checked> = (values): ResolverResult<Values, Checked> => {
  const cutoff = parseCancelCutoff(values.cancel_cutoff_hours);
  if (cutoff === null) return { values: {}, errors: { cancel_cutoff_hours: { type: 'range' } } as FieldErrors<Values> };
  return { values: { shift: values.shift, rate: values.rate, cutoff }, errors: {} };
};

/**
 * Shift tab: the shift module switch and the contacts' cancellation cut-off (primary part, `shift`), and shift
 * rating (rate_shift part). Inside the cut-off before a shift starts only the agency may cancel it; 0 = none.
 */
export function ShiftTab({ companyId, shift, rateShift }: ShiftTabProps) {
  const t = useTranslations('adminSettings.shift');
  const initial: Values = { shift: shift.enabled, rate: rateShift.enabled, cancel_cutoff_hours: String(shift.cancelCutoffHours) };
  const { form, save } = useSettingsForm(companyId, initial, resolver);
  const range = { min: CANCEL_CUTOFF_HOURS.min, max: CANCEL_CUTOFF_HOURS.max };
  return (
    <SettingsForm
      form={form}
      errorText={() => t('cancelCutoffInvalid', range)}
      onSubmit={(v) =>
        save(
          { primary: { shift: { enabled: v.shift, cancel_cutoff_hours: v.cutoff } }, rate_shift: { enabled: v.rate } },
          { shift: v.shift, rate: v.rate, cancel_cutoff_hours: String(v.cutoff) },
          ['cancel_cutoff_hours'],
        )
      }
    >
      <SettingSwitch name="shift" label={t('enabled')} hint={t('enabledHint')} />
      <SettingSwitch name="rate" label={t('rateShift')} hint={t('rateShiftHint')} />
      <NumberSetting
        name="cancel_cutoff_hours"
        label={t('cancelCutoff')}
        hint={t('cancelCutoffHint', range)}
        range={range}
        className="w-28"
      />
    </SettingsForm>
  );
}
