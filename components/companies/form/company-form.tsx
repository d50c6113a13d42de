'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { PageHeader } from '@/components/shell/page-header';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { companyInput, type CompanyInput } from '@/lib/companies/schema';
import { COMPANY_STATUSES } from '@/lib/companies/types';
import type { CompanyRow } from '@/lib/companies/schema';
import { companyApi, revalidateCompanies } from '../api';
import { CompanyBackupApprover } from '@/components/approval-reminders/backup-approver';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';

const FIELDS = ['name', 'industry', 'phone', 'address'] as const;
const ALL_FIELDS = [...FIELDS, 'status'] as const;

/** Create (no `company`) or edit a client company; checked by the API's own schema before sending. */
export function CompanyForm({ company }: { company?: CompanyRow }) {
  const t = useTranslations('companies.form');
  const tc = useTranslations('common');
  const router = useRouter();
  const { busy, run } = useAction({ fallbackError: t('failed') });
  // The form always holds every field, so create and edit check the full input (blank optional text is
  // null by the schema itself); PUT accepts it whole.
  const form = useZodForm(companyInput, {
    name: company?.name ?? '',
    industry: company?.industry ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    status: COMPANY_STATUSES.find((s) => s === company?.status) ?? 'active',
  } satisfies CompanyInput);
  const dirty = form.formState.isDirty;
  useUnsavedWarning(dirty);
  const guard = useLeaveGuard(dirty, company ? `/company/${company._id}` : '/companies');

  async function submit(input: z.output<typeof companyInput>) {
    const res = await run(
      () => (company ? companyApi.update(company._id, input) : companyApi.create(input)),
      company ? t('updated') : t('created'),
      (_, err) => applyServerErrors(form, err, ALL_FIELDS),
    );
    if (!res) return;
    form.reset(form.getValues()); // saved: leaving no longer warns
    await revalidateCompanies();
    router.push(`/company/${res.data._id}`);
  }

  return (
    <>
      <PageHeader title={company ? t('editTitle', { name: company.name }) : t('newTitle')} subtitle={t('subtitle')} />
      <Form
        form={form}
        onSubmit={submit}
        errorText={(f) => t(`errors.${f as (typeof ALL_FIELDS)[number]}`)}
        className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-6"
      >
        {FIELDS.map((f) => (
          <FormField key={f} name={f} label={t(`fields.${f}`)}>
            {(p) => (
              <Input
                {...p}
                required={f === 'name'}
                type={f === 'phone' ? 'tel' : 'text'}
                maxLength={f === 'address' ? 240 : 120}
                autoComplete="off"
              />
            )}
          </FormField>
        ))}
        <FormSelect
          name="status"
          label={t('fields.status')}
          className="w-48"
          options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FormActions
          onCancel={guard.leave}
          cancelLabel={tc('cancel')}
          submitLabel={company ? tc('save') : t('create')}
          busy={busy}
          className="border-t border-slate-100 pt-5"
        />
      </Form>
      {company ? <CompanyBackupApprover companyId={company._id} /> : null}
      {guard.dialog}
    </>
  );
}
