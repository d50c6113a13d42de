'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SettingsForm } from './settings-form';
import { useSettingsDraft } from './use-settings-draft';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  DIGEST_DAYS,
  fromRemindersDraft,
  REMINDER_HOUR_FIELDS,
  REMINDER_HOURS,
  toRemindersDraft,
  validateRemindersDraft,
  type ApprovalReminders,
  type DigestDay,
} from '@/lib/settings/approval-reminders';

/**
 * The approval reminders of the Timesheets rules tab (settings.approval_reminders), saved on their own:
 * hours before the deadline, the past-due repeat, escalation to the backup approver, and the digest day.
 */
export function RemindersForm({ companyId, reminders }: { companyId: string; reminders: ApprovalReminders }) {
  const t = useTranslations('approvalReminders.settings');
  const { draft, patch, reset, dirty, busy, save } = useSettingsDraft(companyId, toRemindersDraft(reminders));
  const [tried, setTried] = useState(false);
  const errors = tried ? validateRemindersDraft(draft) : {};

  function submit() {
    setTried(true);
    if (Object.keys(validateRemindersDraft(draft)).length) return;
    const part = fromRemindersDraft(draft);
    void save({ approval_reminders: part }, toRemindersDraft(part)).then((ok) => ok && setTried(false));
  }

  return (
    <section aria-labelledby="approval-reminders" className="space-y-4 border-t border-slate-200 pt-8">
      <header className="max-w-2xl space-y-1">
        <h3 id="approval-reminders" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h3>
        <p className="text-sm text-slate-700">{t('body')}</p>
      </header>
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
          {REMINDER_HOUR_FIELDS.map((k) => {
            const r = REMINDER_HOURS[k];
            const code = errors[k];
            return (
              <Field
                key={k}
                label={t(`fields.${k}`)}
                hint={t('range', { min: r.min, max: r.max })}
                error={code ? t(`error.${code}`, { min: r.min, max: r.max }) : null}
              >
                {(p) => (
                  <Input
                    {...p}
                    name={k}
                    type="number"
                    inputMode="numeric"
                    min={r.min}
                    max={r.max}
                    step={1}
                    value={draft[k]}
                    onChange={(e) => patch({ [k]: e.target.value })}
                  />
                )}
              </Field>
            );
          })}
          <Field label={t('digest')} hint={t('digestHint')}>
            {(p) => (
              <Select
                {...p}
                value={draft.digest_weekday}
                onValueChange={(v) => patch({ digest_weekday: v as DigestDay })}
                options={DIGEST_DAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
              />
            )}
          </Field>
        </div>
      </SettingsForm>
    </section>
  );
}
