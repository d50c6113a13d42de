'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsForm } from './settings-form';
import {
  fromDraft, isOptional, NUMBER_FIELDS, NUMBER_RULES, ROUNDING_MINUTES, toDraft, validateDraft, WEEK_STARTS,
  type RoundingMinutes, type RuleError, type TimesheetRules, type WeekStart,
} from '@/lib/settings/timesheet-rules';
import { useSettingsDraft } from './use-settings-draft';

export type TimesheetRulesTabProps = { companyId: string; rules: TimesheetRules };

/** Timesheet rules (settings.timesheets): week start, overtime, rounding, approval, auto-lock, currency. */
export function TimesheetRulesTab({ companyId, rules }: TimesheetRulesTabProps) {
  const t = useTranslations('adminSettings.timesheets');
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, toDraft(rules));
  // Errors show after the first Save attempt, then follow each keystroke.
  const [tried, setTried] = useState(false);
  const errors = tried ? validateDraft(draft) : {};
  const message = (code: RuleError | undefined, range?: { min: number; max: number }) =>
    code ? t(`error.${code}`, range ?? { min: 0, max: 0 }) : null;

  function submit() {
    setTried(true);
    if (Object.keys(validateDraft(draft)).length) return;
    const part = fromDraft(draft);
    void save({ timesheets: part }, toDraft(part)).then((ok) => ok && setTried(false));
  }

  return (
    <SettingsForm dirty={dirty} busy={busy} onSubmit={submit} onReset={() => { reset(); setTried(false); }}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('weekStart')}>
          {(p) => <Select id={p.id} label={t('weekStart')} value={draft.week_start}
            onValueChange={(v) => patch({ week_start: v as WeekStart })}
            options={WEEK_STARTS.map((w) => ({ value: w, label: t(`weekStarts.${w}`) }))} />}
        </Field>
        <Field label={t('rounding')} hint={t('roundingHint')}>
          {(p) => <Select id={p.id} label={t('rounding')} value={String(draft.rounding_minutes)}
            onValueChange={(v) => patch({ rounding_minutes: Number(v) as RoundingMinutes })}
            options={ROUNDING_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? t('noRounding') : t('minutes', { count: m }) }))} />}
        </Field>
        {NUMBER_FIELDS.map((k) => {
          const r = NUMBER_RULES[k];
          return (
            <Field key={k} label={t(`fields.${k}`)} hint={t(isOptional(k) ? 'optionalRange' : 'range', { min: r.min, max: r.max })}
              error={message(errors[k], r)}>
              {(p) => <Input {...p} name={k} type="number" inputMode={r.integer ? 'numeric' : 'decimal'}
                min={r.min} max={r.max} step={r.integer ? 1 : 0.25} value={draft[k]}
                onChange={(e) => patch({ [k]: e.target.value })} />}
            </Field>
          );
        })}
        <Field label={t('currency')} hint={t('currencyHint')} error={message(errors.currency)}>
          {(p) => <Input {...p} name="currency" value={draft.currency} maxLength={3} autoCapitalize="characters"
            className="w-28 font-mono uppercase" onChange={(e) => patch({ currency: e.target.value.toUpperCase() })} />}
        </Field>
      </div>
    </SettingsForm>
  );
}
