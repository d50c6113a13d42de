'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { NumberSetting, SettingsForm } from '@/components/admin/tabs/settings-form';
import { useSettingsForm } from '@/components/admin/tabs/use-settings-form';
import { INVITATION_DAYS, parseInvitationDays } from '@/lib/settings/invitations';

export type InvitationSettings = { companyId: string; days: number };

type Values = { valid_days: string };
type Checked = { days: number };

/** A whole number of days in range (lib/settings/invitations.ts, the same bounds as the server's schema). */
const resolver: Resolver<Values, unknown, Checked> = (values): ResolverResult<Values, Checked> => {
  const days = parseInvitationDays(values.valid_days);
  if (days === null) return { values: {}, errors: { valid_days: { type: 'range' } } as FieldErrors<Values> };
  return { values: { days }, errors: {} };
};

/** How many days an invitation link works (settings `invitations.valid_days`), beside the users it invites. */
export function InvitationDaysForm({ companyId, days }: InvitationSettings) {
  const t = useTranslations('adminUsers.users.invitationDays');
  const { form, save } = useSettingsForm(companyId, { valid_days: String(days) }, resolver);
  const range = { min: INVITATION_DAYS.min, max: INVITATION_DAYS.max };
  return (
    <SettingsForm
      form={form}
      errorText={() => t('invalid', range)}
      onSubmit={(v) => save({ invitations: { valid_days: v.days } }, { valid_days: String(v.days) }, ['valid_days'])}
    >
      <NumberSetting name="valid_days" label={t('label')} hint={t('hint', range)} range={range} className="w-28" />
    </SettingsForm>
  );
}
