'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ReportOptions } from '@/lib/activity-report/schema';

type Props = {
  company: string;
  user: string;
  options: ReportOptions | undefined;
  onChange: (patch: { company?: string | null; user?: string | null }) => void;
};

/** Client company and user filters (the kit's selects: their listbox loads on first use). */
export function ReportFilters({ company, user, options, onChange }: Props) {
  const t = useTranslations('activityReport.filters');
  const companies = options?.companies ?? [];
  const users = options?.users ?? [];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <Field label={t('company')} hint={company ? t('companyHint') : undefined}>
          {(p) => (
            <Select
              {...p}
              size="sm"
              className="w-full"
              value={company}
              disabled={!options}
              onValueChange={(v) => onChange({ company: v || null })}
              options={[{ value: '', label: t('allCompanies') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
            />
          )}
        </Field>
      </div>
      <div className="w-56">
        <Select
          label={t('user')}
          size="sm"
          className="w-full"
          value={user}
          disabled={!options}
          onValueChange={(v) => onChange({ user: v || null })}
          options={[{ value: '', label: t('allUsers') }, ...users.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))]}
        />
      </div>
      {company || user ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ company: null, user: null })}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
