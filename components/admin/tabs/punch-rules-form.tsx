'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { AdminSection } from '@/components/admin/admin-section';
import { parsePunchRule, PUNCH_RULE_BOUNDS, PUNCH_RULE_FIELDS, type PunchRuleName, type PunchRules } from '@/lib/settings/punch-rules';
import { NumberSetting, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

type Draft = Record<PunchRuleName, string>;
const toDraft = (r: PunchRules): Draft => Object.fromEntries(PUNCH_RULE_FIELDS.map((k) => [k, String(r[k])])) as Draft;

/** lib/settings' own bounds (no zod in this tab); a refused field's type is 'range'. */
const resolver: Resolver<Draft, unknown, PunchRules> = (draft): ResolverResult<Draft, PunchRules> => {
  const parsed = PUNCH_RULE_FIELDS.map((k) => [k, parsePunchRule(k, draft[k] ?? '')] as const);
  const failed = parsed.filter(([, v]) => v === null);
  if (!failed.length) return { values: Object.fromEntries(parsed) as PunchRules, errors: {} };
  return { values: {}, errors: Object.fromEntries(failed.map(([k]) => [k, { type: 'range' }])) as FieldErrors<Draft> };
};

/**
 * The punch rules of the Timesheet rules tab (settings.punch_rules), saved on their own: when a clock-in is
 * early or late against its shift, when a break is required and how short is too short, and how long a shift
 * may run (lib/punches/rules.ts raises the exceptions by them).
 */
export function PunchRulesForm({ companyId, rules }: { companyId: string; rules: PunchRules }) {
  const t = useTranslations('adminSettings.timesheets.punchRules');
  const { form, save } = useSettingsForm(companyId, toDraft(rules), resolver);
  return (
    <AdminSection id="punch-rules" title={t('title')} intro={t('body')} className="space-y-4 border-t border-slate-200 pt-8">
      <SettingsForm
        form={form}
        onSubmit={(part) => save({ punch_rules: part }, toDraft(part), PUNCH_RULE_FIELDS)}
        errorText={(field) => {
          const r = PUNCH_RULE_BOUNDS[field as PunchRuleName];
          return t('invalid', { min: r.min, max: r.max });
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {PUNCH_RULE_FIELDS.map((k) => {
            const r = PUNCH_RULE_BOUNDS[k];
            return <NumberSetting key={k} name={k} label={t(`fields.${k}`)} hint={t('range', { min: r.min, max: r.max })} range={r} />;
          })}
        </div>
      </SettingsForm>
    </AdminSection>
  );
}
