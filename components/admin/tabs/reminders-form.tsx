'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { AdminSection } from '@/components/admin/admin-section';
import { FormSelect } from '@/components/ui/form/form-select';
import {
  DIGEST_DAYS,
  fromRemindersDraft,
  REMINDER_HOUR_FIELDS,
  REMINDER_HOURS,
  toRemindersDraft,
  validateRemindersDraft,
  type ApprovalReminders,
  type ReminderHours,
  type RemindersDraft,
} from '@/lib/settings/approval-reminders';
import { NumberSetting, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

/** lib/settings' own check of the hours (no zod in this tab); a refused field's type is its error code. */
const resolver: Resolver<RemindersDraft, unknown, ApprovalReminders> = (draft): ResolverResult<RemindersDraft, ApprovalReminders> => {
  const failed = Object.entries(validateRemindersDraft(draft));
  if (!failed.length) return { values: fromRemindersDraft(draft), errors: {} };
  return { values: {}, errors: Object.fromEntries(failed.map(([k, code]) => [k, { type: code }])) as FieldErrors<RemindersDraft> };
};

/**
 * The approval reminders of the Timesheets rules tab (settings.approval_reminders), saved on their own:
 * hours before the deadline, the past-due repeat, escalation to the backup approver, and the digest day (a
 * weekday of the tenant's clock, `timeZone`, which the hint names: lib/approval-reminders/run.ts).
 */
export function RemindersForm({ companyId, reminders, timeZone }: { companyId: string; reminders: ApprovalReminders; timeZone: string }) {
  const t = useTranslations('approvalReminders.settings');
  const { form, save } = useSettingsForm(companyId, toRemindersDraft(reminders), resolver);
  return (
    <AdminSection id="approval-reminders" title={t('title')} intro={t('body')} className="space-y-4 border-t border-slate-200 pt-8">
      <SettingsForm
        form={form}
        onSubmit={(part) => save({ approval_reminders: part }, toRemindersDraft(part))}
        errorText={(field, e) => {
          const r = REMINDER_HOURS[field as ReminderHours];
          return t(`error.${e.type as 'required' | 'range'}`, { min: r.min, max: r.max });
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {REMINDER_HOUR_FIELDS.map((k) => {
            const r = REMINDER_HOURS[k];
            return <NumberSetting key={k} name={k} label={t(`fields.${k}`)} hint={t('range', { min: r.min, max: r.max })} range={r} />;
          })}
          <FormSelect
            name="digest_weekday"
            label={t('digest')}
            hint={t('digestHint', { zone: timeZone.replaceAll('_', ' ') })}
            options={DIGEST_DAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
          />
        </div>
      </SettingsForm>
    </AdminSection>
  );
}
