'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import type { ReportOptions } from '@/lib/activity-report/types';

type Props = {
  company: string;
  user: string;
  options: ReportOptions | undefined;
  onChange: (patch: { company?: string | null; user?: string | null }) => void;
};

/** Client company and user filters (native selects: keyboard and screen-reader friendly, and light). */
export function ReportFilters({ company, user, options, onChange }: Props) {
  const t = useTranslations('activityReport.filters');
  const companies = options?.companies ?? [];
  const users = options?.users ?? [];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <Field label={t('company')} hint={company ? t('companyHint') : undefined}>
          {(p) => (
            <select
              {...p}
              name="company"
              value={company}
              disabled={!options}
              className={`${control} w-full`}
              onChange={(e) => onChange({ company: e.target.value || null })}
            >
              <option value="">{t('allCompanies')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="w-56">
        <Field label={t('user')}>
          {(p) => (
            <select
              {...p}
              name="user"
              value={user}
              disabled={!options}
              className={`${control} w-full`}
              onChange={(e) => onChange({ user: e.target.value || null })}
            >
              <option value="">{t('allUsers')}</option>
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.email})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {company || user ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ company: null, user: null })}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
