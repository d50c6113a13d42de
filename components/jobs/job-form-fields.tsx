'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useLocations } from '@/lib/browser/use-locations';
import { EMPLOYMENT_TYPES } from '@/lib/jobs/types';
import { CategoryField } from './category-field';
import type { JobTexts } from './job-form-schema';
import { companiesOf, sitesOf } from './places';
import { FormSelect } from '@/components/ui/form/form-select';

/** The job's inputs in a kit form, grouped: the posting, where it is, and pay and dates. */
export function JobFormFields() {
  const t = useTranslations('jobs');
  const { watch, getValues, setValue } = useFormContext<JobTexts>();
  const locations = useLocations();
  const companyId = watch('company_id');
  const companies = companiesOf(locations);
  const sites = sitesOf(locations, companyId);
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
  return (
    <>
      {group(
        t('form.posting'),
        <>
          <div className="md:col-span-2">
            <FormField name="title" label={t('fields.title')}>
              {(p) => <Input {...p} maxLength={120} />}
            </FormField>
          </div>
          <FormField name="position" label={t('fields.position')}>
            {(p) => <Input {...p} maxLength={80} />}
          </FormField>
          <CategoryField />
          <div className="md:col-span-2">
            <FormField name="description" label={t('fields.description')} hint={t('form.descriptionHint')}>
              {(p) => <Textarea {...p} rows={8} maxLength={10_000} />}
            </FormField>
          </div>
        </>,
      )}
      {group(
        t('form.where'),
        <>
          {/* A location of another company is cleared when the company changes. */}
          <FormSelect
            name="company_id"
            label={t('fields.company')}
            options={[{ value: '', label: t('form.chooseCompany') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
            onChange={(company) => {
              if (!sitesOf(locations, company).some((l) => l._id === getValues('location_id')))
                setValue('location_id', '', { shouldDirty: true });
            }}
          />
          <FormSelect
            name="location_id"
            label={t('fields.location')}
            disabled={!companyId}
            options={[{ value: '', label: t('form.chooseLocation') }, ...sites.map((l) => ({ value: l._id, label: l.name }))]}
          />
        </>,
      )}
      {group(
        t('form.terms'),
        <>
          <FormSelect
            name="employment_type"
            label={t('fields.employmentType')}
            options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentTypes.${type}`) }))}
          />
          <FormField name="valid_through" label={t('fields.validThrough')} hint={t('form.validThroughHint')}>
            {(p) => <Input {...p} type="date" />}
          </FormField>
          {(['pay_rate_min', 'pay_rate_max'] as const).map((f) => (
            <FormField key={f} name={f} label={t(f === 'pay_rate_min' ? 'fields.payMin' : 'fields.payMax')}>
              {(p) => <Input {...p} type="number" inputMode="decimal" min={0} step="0.01" />}
            </FormField>
          ))}
        </>,
      )}
    </>
  );
}
