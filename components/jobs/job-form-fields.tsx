'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useLocations } from '@/lib/browser/use-locations';
import { EMPLOYMENT_TYPES } from '@/lib/jobs/types';
import { CategoryField } from './category-field';
import type { JobDraft, JobField } from './job-draft';
import { companiesOf, sitesOf } from './places';

const selectClass = 'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600';

/** The job's inputs, grouped: the posting, where it is, and pay and dates. */
export function JobFormFields({ draft, errors, onChange }: { draft: JobDraft; errors: Partial<Record<JobField, string>>; onChange: (f: JobField, v: string) => void }) {
  const t = useTranslations('jobs');
  const locations = useLocations();
  const companies = companiesOf(locations);
  const sites = sitesOf(locations, draft.company_id);
  const text = (f: 'title' | 'position', extra: { maxLength: number; placeholder?: string }) => (
    <Field label={t(`fields.${f}`)} error={errors[f]}>
      {(p) => <Input {...p} {...extra} value={draft[f]} onChange={(e) => onChange(f, e.target.value)} />}
    </Field>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>{children}
    </fieldset>
  );
  return (
    <>
      {group(t('form.posting'), <>
        <div className="md:col-span-2">{text('title', { maxLength: 120 })}</div>
        {text('position', { maxLength: 80 })}
        <CategoryField value={draft.category} error={errors.category} selectClass={selectClass} onChange={(v) => onChange('category', v)} />
        <div className="md:col-span-2">
          <Field label={t('fields.description')} error={errors.description} hint={t('form.descriptionHint')}>
            {(p) => <Textarea {...p} rows={8} maxLength={10_000} value={draft.description} onChange={(e) => onChange('description', e.target.value)} />}
          </Field>
        </div>
      </>)}
      {group(t('form.where'), <>
        <Field label={t('fields.company')} error={errors.company_id}>
          {(p) => (
            <select {...p} value={draft.company_id} className={selectClass} onChange={(e) => {
              onChange('company_id', e.target.value);
              if (!sitesOf(locations, e.target.value).some((l) => l._id === draft.location_id)) onChange('location_id', '');
            }}>
              <option value="">{t('form.chooseCompany')}</option>
              {companies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('fields.location')} error={errors.location_id}>
          {(p) => (
            <select {...p} value={draft.location_id} disabled={!draft.company_id} className={selectClass} onChange={(e) => onChange('location_id', e.target.value)}>
              <option value="">{t('form.chooseLocation')}</option>
              {sites.map((l) => <option key={l._id} value={l._id}>{l.name}</option>)}
            </select>
          )}
        </Field>
      </>)}
      {group(t('form.terms'), <>
        <Field label={t('fields.employmentType')} error={errors.employment_type}>
          {(p) => (
            <select {...p} value={draft.employment_type} className={selectClass} onChange={(e) => onChange('employment_type', e.target.value)}>
              {EMPLOYMENT_TYPES.map((type) => <option key={type} value={type}>{t(`employmentTypes.${type}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('fields.validThrough')} error={errors.valid_through} hint={t('form.validThroughHint')}>
          {(p) => <Input {...p} type="date" value={draft.valid_through} onChange={(e) => onChange('valid_through', e.target.value)} />}
        </Field>
        {(['pay_rate_min', 'pay_rate_max'] as const).map((f) => (
          <Field key={f} label={t(f === 'pay_rate_min' ? 'fields.payMin' : 'fields.payMax')} error={errors[f]}>
            {(p) => <Input {...p} type="number" inputMode="decimal" min={0} step="0.01" value={draft[f]} onChange={(e) => onChange(f, e.target.value)} />}
          </Field>
        ))}
      </>)}
    </>
  );
}
