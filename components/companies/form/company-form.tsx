'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/page-header';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { companyInput } from '@/lib/companies/schema';
import { COMPANY_STATUSES, type CompanyRow } from '@/lib/companies/types';
import { companyApi, revalidateCompanies } from '../api';
import { CompanyBackupApprover } from '@/components/approval-reminders/backup-approver';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { blankToNull, useZodForm } from '@/components/forms/use-zod-form';

const FIELDS = ['name', 'industry', 'phone', 'address'] as const;

/** Create (no `company`) or edit a client company; checked by the API's own schema before sending. */
export function CompanyForm({ company }: { company?: CompanyRow }) {
  const t = useTranslations('companies.form');
  const tc = useTranslations('common');
  const { mutate } = useSWRConfig();
  // The form always holds every field, so create and edit check the full input; PUT accepts it whole.
  const form = useZodForm(companyInput, {
    name: company?.name ?? '',
    industry: company?.industry ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    status: company?.status ?? 'active',
  });
  const guard = useLeaveGuard(form.dirty, company ? `/company/${company._id}` : '/companies');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate((v) => ({
      ...v,
      industry: blankToNull(v.industry),
      phone: blankToNull(v.phone),
      address: blankToNull(v.address),
    }));
    if (!input) return;
    await form.save(() => (company ? companyApi.update(company._id, input) : companyApi.create(input)), {
      revalidate: () => revalidateCompanies(mutate),
      success: company ? t('updated') : t('created'),
      failed: t('failed'),
      to: (id) => `/company/${id}`,
    });
  }

  return (
    <>
      <PageHeader title={company ? t('editTitle', { name: company.name }) : t('newTitle')} subtitle={t('subtitle')} />
      <form onSubmit={submit} noValidate className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-6">
        {FIELDS.map((f) => (
          <Field key={f} label={t(`fields.${f}`)} error={form.invalid.has(f) ? t(`errors.${f}`) : null}>
            {(p) => (
              <Input
                {...p}
                value={form.values[f]}
                onChange={(e) => form.set(f)(e.target.value)}
                required={f === 'name'}
                type={f === 'phone' ? 'tel' : 'text'}
                maxLength={f === 'address' ? 240 : 120}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
        <Field label={t('fields.status')} error={form.invalid.has('status') ? t('errors.status') : null}>
          {(p) => (
            <Select
              {...p}
              className="w-48"
              value={form.values.status}
              onValueChange={form.set('status')}
              options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          )}
        </Field>
        <FormActions
          onCancel={guard.leave}
          cancelLabel={tc('cancel')}
          submitLabel={company ? tc('save') : t('create')}
          busy={form.busy}
          className="border-t border-slate-100 pt-5"
        />
      </form>
      {company ? <CompanyBackupApprover companyId={company._id} /> : null}
      {guard.dialog}
    </>
  );
}
