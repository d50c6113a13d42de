'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { APPROVAL_LINK_DAYS, parseApprovalLinkDays } from '@/lib/settings/approval-links';
import type { ApprovalReminders } from '@/lib/settings/approval-reminders';
import {
  fromDraft,
  isOptional,
  NUMBER_FIELDS,
  NUMBER_RULES,
  ROUNDING_MINUTES,
  ROUNDING_MODES,
  toDraft,
  validateDraft,
  WEEK_STARTS,
  type NumberRule,
  type RoundingMinutes,
  type RuleError,
  type TimesheetRules,
} from '@/lib/settings/timesheet-rules';
import { CasedInput } from '../cased-input';
import { FormCheckbox } from '../form-checkbox';
import { RemindersForm } from './reminders-form';
import { PunchRulesForm } from './punch-rules-form';
import { DEFAULT_PUNCH_RULES, type PunchRules } from '@/lib/settings/punch-rules';
import { NumberSetting, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

/** `approvalLinkDays`: how long the one-click approval links of the mails work (settings.approval_links.expires_days). */
export type TimesheetRulesTabProps = {
  companyId: string;
  rules: TimesheetRules;
  approvalLinkDays: number;
  reminders: ApprovalReminders;
  /** Punch exception thresholds (settings.punch_rules); absent: the defaults. */
  punchRules?: PunchRules;
  /** The tenant's IANA zone: the digest's weekday is on its clock, and its hint names it. */
  timeZone: string;
};

/** What the inputs hold: numbers as typed (a half-typed value is not lost), the rounding as its select's text. */
type Values = Omit<ReturnType<typeof toDraft>, 'rounding_minutes'> & { rounding_minutes: string; approval_link_days: string };
type Checked = { rules: TimesheetRules; linkDays: number };

const valuesOf = (rules: TimesheetRules, linkDays: number): Values => ({
  ...toDraft(rules),
  rounding_minutes: String(rules.rounding_minutes),
  approval_link_days: String(linkDays),
});

/** lib/settings' own rules (plain TypeScript: no zod in this tab); a refused field's type is its error code. */
const resolver: Resolver<Values, unknown, Checked> = (values): ResolverResult<Values, Checked> => {
  const draft = { ...values, rounding_minutes: Number(values.rounding_minutes) as RoundingMinutes };
  const errors: Record<string, { type: RuleError }> = Object.fromEntries(
    Object.entries(validateDraft(draft)).map(([k, code]) => [k, { type: code }]),
  );
  const linkDays = parseApprovalLinkDays(values.approval_link_days);
  if (linkDays === null) errors.approval_link_days = { type: 'range' };
  if (Object.keys(errors).length || linkDays === null) return { values: {}, errors: errors as FieldErrors<Values> };
  return { values: { rules: fromDraft(draft), linkDays }, errors: {} };
};

/**
 * Timesheet rules (settings.timesheets): what the pay-and-bill engine (lib/pay-rules) applies at every site
 * whose overtime law is "company rules": week start, rounding, breaks, overtime and double time with their
 * pay and bill multipliers; plus the approval deadline, auto-lock, currency, and how long the approval
 * links of the mails work (a part of its own, approval_links, so changing it does not re-total timesheets).
 */
export function TimesheetRulesTab({ companyId, rules, approvalLinkDays, reminders, punchRules, timeZone }: TimesheetRulesTabProps) {
  const t = useTranslations('adminSettings.timesheets');
  const { form, save } = useSettingsForm(companyId, valuesOf(rules, approvalLinkDays), resolver);
  const rangeOf = (field: string) => {
    const r = field === 'approval_link_days' ? APPROVAL_LINK_DAYS : field in NUMBER_RULES ? NUMBER_RULES[field as NumberRule] : null;
    return { min: r?.min ?? 0, max: r?.max ?? 0 };
  };
  return (
    <div className="space-y-10">
      <SettingsForm
        form={form}
        onSubmit={({ rules: part, linkDays }) =>
          save({ timesheets: part, approval_links: { expires_days: linkDays } }, valuesOf(part, linkDays), [
            ...NUMBER_FIELDS,
            'currency',
            'approval_link_days',
          ])
        }
        errorText={(field, e) => t(`error.${e.type as RuleError}`, rangeOf(field))}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormSelect
            name="week_start"
            label={t('weekStart')}
            options={WEEK_STARTS.map((w) => ({ value: w, label: t(`weekStarts.${w}`) }))}
          />
          <FormSelect
            name="rounding_minutes"
            label={t('rounding')}
            hint={t('roundingHint')}
            options={ROUNDING_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? t('noRounding') : t('minutes', { count: m }) }))}
          />
          <FormSelect
            name="rounding_mode"
            label={t('roundingMode')}
            hint={t('roundingModeHint')}
            options={ROUNDING_MODES.map((m) => ({ value: m, label: t(`roundingModes.${m}`) }))}
          />
          {NUMBER_FIELDS.map((k) => {
            const r = NUMBER_RULES[k];
            return (
              <NumberSetting
                key={k}
                name={k}
                label={t(`fields.${k}`)}
                hint={t(isOptional(k) ? 'optionalRange' : 'range', { min: r.min, max: r.max })}
                range={r}
                decimal={!r.integer}
              />
            );
          })}
          <FormCheckbox name="seventh_day_rule" className="sm:col-span-2" label={t('seventhDay')} />
          <FormField name="currency" label={t('currency')} hint={t('currencyHint')}>
            {(p) => <CasedInput {...p} cased="upper" maxLength={3} autoCapitalize="characters" className="w-28 font-mono uppercase" />}
          </FormField>
          <NumberSetting
            name="approval_link_days"
            label={t('approvalLinkDays')}
            hint={t('approvalLinkDaysHint', { min: APPROVAL_LINK_DAYS.min, max: APPROVAL_LINK_DAYS.max })}
            range={APPROVAL_LINK_DAYS}
          />
        </div>
      </SettingsForm>
      {/* Saved on its own (settings.approval_reminders): lib/approval-reminders. */}
      <RemindersForm companyId={companyId} reminders={reminders} timeZone={timeZone} />
      {/* Saved on its own (settings.punch_rules): lib/punches. */}
      <PunchRulesForm companyId={companyId} rules={punchRules ?? DEFAULT_PUNCH_RULES} />
    </div>
  );
}
