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
import { selectClass } from '@/components/ui/controls';

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
          {/* Controlled: the options arrive after the form, and a location of another company is cleared. */}
          <FormField name="company_id" label={t('fields.company')} controlled>
            {(p) => (
              <select
                {...p}
                className={selectClass}
                onChange={(e) => {
                  void p.onChange(e);
                  if (!sitesOf(locations, e.target.value).some((l) => l._id === getValues('location_id')))
                    setValue('location_id', '', { shouldDirty: true });
                }}
              >
                <option value="">{t('form.chooseCompany')}</option>
                {companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="location_id" label={t('fields.location')} controlled>
            {(p) => (
              <select {...p} disabled={!companyId} className={selectClass}>
                <option value="">{t('form.chooseLocation')}</option>
                {sites.map((l) => (
                  <option key={l._id} value={l._id}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>,
      )}
      {group(
        t('form.terms'),
        <>
          <FormField name="employment_type" label={t('fields.employmentType')}>
            {(p) => (
              <select {...p} className={selectClass}>
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`employmentTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
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
