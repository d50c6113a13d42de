'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { blankToNull, useZodForm } from '@/components/forms/use-zod-form';
import { PageHeader } from '@/components/shell/page-header';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CompanyOption } from '@/lib/companies/types';
import { contactInput } from '@/lib/contacts/schema';
import type { ContactDetail } from '@/lib/contacts/types';
import { contactApi, revalidateContacts } from '../api';

const TEXT = [
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'title', type: 'text', autoComplete: 'organization-title' },
] as const;

/** Create (no `contact`; `companyId` preselects) or edit a company contact, checked by the API's schema. */
export function ContactForm({
  contact,
  companies,
  companyId,
}: {
  contact?: ContactDetail;
  companies: CompanyOption[];
  companyId?: string;
}) {
  const t = useTranslations('contacts.form');
  const tc = useTranslations('common');
  const { mutate } = useSWRConfig();
  const form = useZodForm(contactInput, {
    company_id: contact?.company_id ?? companyId ?? '',
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
  });
  const guard = useLeaveGuard(form.dirty, contact ? `/contacts/${contact._id}` : '/contacts');
  const moving = contact && form.values.company_id !== contact.company_id && contact.locations_count > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate((v) => ({ ...v, phone: blankToNull(v.phone), title: blankToNull(v.title) }));
    if (!input) return;
    await form.save(() => (contact ? contactApi.update(contact._id, input) : contactApi.create(input)), {
      revalidate: () => revalidateContacts(mutate),
      success: contact ? t('updated') : t('created'),
      failed: t('failed'),
      to: (id) => `/contacts/${id}`,
    });
  }

  return (
    <>
      <PageHeader title={contact ? t('editTitle', { name: contact.name }) : t('newTitle')} subtitle={t('subtitle')} />
      <form onSubmit={submit} noValidate className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-6">
        <Field
          label={t('fields.company_id')}
          error={form.invalid.has('company_id') ? t('errors.company_id') : null}
          hint={moving ? t('moveWarning') : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={form.values.company_id}
              onValueChange={form.set('company_id')}
              options={[{ value: '', label: t('chooseCompany') }, ...companies.map((c) => ({ value: c._id, label: c.name }))]}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXT.map((f) => (
            <Field key={f.name} label={t(`fields.${f.name}`)} error={form.invalid.has(f.name) ? t(`errors.${f.name}`) : null}>
              {(p) => (
                <Input
                  {...p}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  value={form.values[f.name]}
                  onChange={(e) => form.set(f.name)(e.target.value)}
                  required={f.name === 'first_name' || f.name === 'last_name' || f.name === 'email'}
                  maxLength={f.name === 'email' ? 254 : 120}
                />
              )}
            </Field>
          ))}
        </div>
        <FormActions
          onCancel={guard.leave}
          cancelLabel={tc('cancel')}
          submitLabel={contact ? tc('save') : t('create')}
          busy={form.busy}
          className="border-t border-slate-100 pt-5"
        />
      </form>
      {guard.dialog}
    </>
  );
}
