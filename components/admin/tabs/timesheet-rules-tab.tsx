'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsForm } from './settings-form';
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
  type RoundingMinutes,
  type RoundingMode,
  type RuleError,
  type TimesheetRules,
  type WeekStart,
} from '@/lib/settings/timesheet-rules';
import { APPROVAL_LINK_DAYS, parseApprovalLinkDays } from '@/lib/settings/approval-links';
import { useSettingsDraft } from './use-settings-draft';
import { RemindersForm } from './reminders-form';
import type { ApprovalReminders } from '@/lib/settings/approval-reminders';

/** `approvalLinkDays`: how long the one-click approval links of the mails work (settings.approval_links.expires_days). */
export type TimesheetRulesTabProps = { companyId: string; rules: TimesheetRules; approvalLinkDays: number; reminders: ApprovalReminders };

/**
 * Timesheet rules (settings.timesheets): what the pay-and-bill engine (lib/pay-rules) applies at every site
 * whose overtime law is "company rules": week start, rounding, breaks, overtime and double time with their
 * pay and bill multipliers; plus the approval deadline, auto-lock, currency, and how long the approval
 * links of the mails work (a part of its own, approval_links, so changing it does not re-total timesheets).
 */
export function TimesheetRulesTab({ companyId, rules, approvalLinkDays, reminders }: TimesheetRulesTabProps) {
  const t = useTranslations('adminSettings.timesheets');
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, {
    ...toDraft(rules),
    approval_link_days: String(approvalLinkDays),
  });
  // Errors show after the first Save attempt, then follow each keystroke.
  const [tried, setTried] = useState(false);
  const errors = tried ? validateDraft(draft) : {};
  const message = (code: RuleError | undefined, range?: { min: number; max: number }) =>
    code ? t(`error.${code}`, range ?? { min: 0, max: 0 }) : null;

  const linkDays = parseApprovalLinkDays(draft.approval_link_days);

  function submit() {
    setTried(true);
    if (Object.keys(validateDraft(draft)).length || linkDays === null) return;
    const part = fromDraft(draft);
    void save(
      { timesheets: part, approval_links: { expires_days: linkDays } },
      { ...toDraft(part), approval_link_days: String(linkDays) },
    ).then((ok) => ok && setTried(false));
  }

  return (
    <div className="space-y-10">
      <SettingsForm
        dirty={dirty}
        busy={busy}
        onSubmit={submit}
        onReset={() => {
          reset();
          setTried(false);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('weekStart')}>
            {(p) => (
              <Select
                {...p}
                value={draft.week_start}
                onValueChange={(v) => patch({ week_start: v as WeekStart })}
                options={WEEK_STARTS.map((w) => ({ value: w, label: t(`weekStarts.${w}`) }))}
              />
            )}
          </Field>
          <Field label={t('rounding')} hint={t('roundingHint')}>
            {(p) => (
              <Select
                {...p}
                value={String(draft.rounding_minutes)}
                onValueChange={(v) => patch({ rounding_minutes: Number(v) as RoundingMinutes })}
                options={ROUNDING_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? t('noRounding') : t('minutes', { count: m }) }))}
              />
            )}
          </Field>
          <Field label={t('roundingMode')} hint={t('roundingModeHint')}>
            {(p) => (
              <Select
                {...p}
                value={draft.rounding_mode}
                onValueChange={(v) => patch({ rounding_mode: v as RoundingMode })}
                options={ROUNDING_MODES.map((m) => ({ value: m, label: t(`roundingModes.${m}`) }))}
              />
            )}
          </Field>
          {NUMBER_FIELDS.map((k) => {
            const r = NUMBER_RULES[k];
            return (
              <Field
                key={k}
                label={t(`fields.${k}`)}
                hint={t(isOptional(k) ? 'optionalRange' : 'range', { min: r.min, max: r.max })}
                error={message(errors[k], r)}
              >
                {(p) => (
                  <Input
                    {...p}
                    name={k}
                    type="number"
                    inputMode={r.integer ? 'numeric' : 'decimal'}
                    min={r.min}
                    max={r.max}
                    step={r.integer ? 1 : 0.25}
                    value={draft[k]}
                    onChange={(e) => patch({ [k]: e.target.value })}
                  />
                )}
              </Field>
            );
          })}
          <Checkbox
            className="sm:col-span-2"
            label={t('seventhDay')}
            checked={draft.seventh_day_rule}
            onChange={(e) => patch({ seventh_day_rule: e.target.checked })}
          />
          <Field label={t('currency')} hint={t('currencyHint')} error={message(errors.currency)}>
            {(p) => (
              <Input
                {...p}
                name="currency"
                value={draft.currency}
                maxLength={3}
                autoCapitalize="characters"
                className="w-28 font-mono uppercase"
                onChange={(e) => patch({ currency: e.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Field
            label={t('approvalLinkDays')}
            hint={t('approvalLinkDaysHint', { min: APPROVAL_LINK_DAYS.min, max: APPROVAL_LINK_DAYS.max })}
            error={tried && linkDays === null ? message('range', APPROVAL_LINK_DAYS) : null}
          >
            {(p) => (
              <Input
                {...p}
                name="approval_link_days"
                type="number"
                inputMode="numeric"
                min={APPROVAL_LINK_DAYS.min}
                max={APPROVAL_LINK_DAYS.max}
                step={1}
                value={draft.approval_link_days}
                onChange={(e) => patch({ approval_link_days: e.target.value })}
              />
            )}
          </Field>
        </div>
      </SettingsForm>
      {/* Saved on its own (settings.approval_reminders): lib/approval-reminders. */}
      <RemindersForm companyId={companyId} reminders={reminders} />
    </div>
  );
}
