'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
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
import type { CompanyOption } from '@/lib/companies/schema';
import { contactInput, type ContactInput } from '@/lib/contacts/schema';
import type { ContactDetail } from '@/lib/contacts/schema';
import { contactApi, revalidateContacts } from '../api';

const TEXT = [
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'title', type: 'text', autoComplete: 'organization-title' },
] as const;
const FIELDS = ['company_id', ...TEXT.map((f) => f.name)] as const;

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
  const router = useRouter();
  const { busy, run } = useAction({ fallbackError: t('failed') });
  // Blank phone and title are null by the schema itself.
  const form = useZodForm(contactInput, {
    company_id: contact?.company_id ?? companyId ?? '',
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
  } satisfies ContactInput);
  const dirty = form.formState.isDirty;
  useUnsavedWarning(dirty);
  const guard = useLeaveGuard(dirty, contact ? `/contacts/${contact._id}` : '/contacts');
  const moving = contact && form.watch('company_id') !== contact.company_id && contact.locations_count > 0;

  async function submit(input: z.output<typeof contactInput>) {
    const res = await run(
      () => (contact ? contactApi.update(contact._id, input) : contactApi.create(input)),
      contact ? t('updated') : t('created'),
      (_, err) => applyServerErrors(form, err, FIELDS),
    );
    if (!res) return;
    form.reset(form.getValues()); // saved: leaving no longer warns
    await revalidateContacts();
    router.push(`/contacts/${res.data._id}`);
  }

  return (
    <>
      <PageHeader title={contact ? t('editTitle', { name: contact.name }) : t('newTitle')} subtitle={t('subtitle')} />
      <Form
        form={form}
        onSubmit={submit}
        errorText={(f) => t(`errors.${f as (typeof FIELDS)[number]}`)}
        className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-6"
      >
        <FormSelect
          name="company_id"
          label={t('fields.company_id')}
          hint={moving ? t('moveWarning') : undefined}
          options={[{ value: '', label: t('chooseCompany') }, ...companies.map((c) => ({ value: c._id, label: c.name }))]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXT.map((f) => (
            <FormField key={f.name} name={f.name} label={t(`fields.${f.name}`)}>
              {(p) => (
                <Input
                  {...p}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required={f.name === 'first_name' || f.name === 'last_name' || f.name === 'email'}
                  maxLength={f.name === 'email' ? 254 : 120}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormActions
          onCancel={guard.leave}
          cancelLabel={tc('cancel')}
          submitLabel={contact ? tc('save') : t('create')}
          busy={busy}
          className="border-t border-slate-100 pt-5"
        />
      </Form>
      {guard.dialog}
    </>
  );
}
