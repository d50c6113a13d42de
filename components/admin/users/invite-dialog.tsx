'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { useErrorText } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { ROLES } from '@/lib/auth/roles';
import type { UserDetails } from '@/lib/auth/user-details';
import type { ContactRow } from '@/lib/contacts/schema';
import { translatedOr } from '@/lib/i18n/keys';
import type { BranchRow, SubRoleRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { ContactPicker } from './contact-picker';
import { UsersFormDialog } from './form-dialog';
import { inviteForm, type InviteTexts } from './form-schemas';

const FIELDS = ['email', 'username', 'role', 'branch_id', 'sub_role_id', 'contact_id'] as const;

/** Invite: role first (a Company Contact is picked from the contacts), then email, name, branch and sub-role. */
export function InviteDialog({
  onClose,
  branches,
  subRoles,
  me,
}: {
  onClose: () => void;
  branches: BranchRow[];
  subRoles: SubRoleRow[];
  me: UserDetails | undefined;
}) {
  const t = useTranslations('adminUsers.invite');
  const tRole = useTranslations('shell.role');
  const tf = useTranslations('common.form');
  const form = useZodForm(inviteForm, {
    role: 'recruiter',
    email: '',
    username: '',
    branch_id: '',
    sub_role_id: '',
    contact_id: '',
  } satisfies InviteTexts);
  const [contact, setContact] = useState<ContactRow | null>(null);
  const role = form.watch('role');
  const isContact = role === 'company_contact';

  function pickContact(c: ContactRow | null) {
    setContact(c);
    form.setValue('contact_id', c?._id ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // The contact's portal login uses the contact's own email (the contacts module keeps them equal).
    if (c) {
      form.setValue('email', c.email, { shouldDirty: true });
      if (!form.getValues('username')) form.setValue('username', `${c.first_name} ${c.last_name}`, { shouldDirty: true });
    }
  }

  return (
    <UsersFormDialog
      title={t('title')}
      description={t('description')}
      form={form}
      fields={FIELDS}
      conflictField="email"
      errorText={(field) => translatedOr(t, `errors.${field}`, tf('invalid'))}
      submitLabel={t('send')}
      onClose={onClose}
      send={(body) => usersApi.invite(body)}
    >
      <FormSelect
        name="role"
        label={t('role')}
        options={ROLES.filter((r) => r !== 'super_admin' || me?.role === 'super_admin').map((r) => ({ value: r, label: tRole(r) }))}
        // A sub-role belongs to one base role.
        onChange={() => form.setValue('sub_role_id', '')}
      />
      {isContact ? <ContactField value={contact} onChange={pickContact} /> : null}
      <FormField name="email" label={t('email')}>
        {(p) => <Input {...p} type="email" autoComplete="off" readOnly={isContact && contact !== null} maxLength={254} />}
      </FormField>
      <FormField name="username" label={t('username')}>
        {(p) => <Input {...p} autoComplete="off" maxLength={100} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="branch_id"
          label={t('branch')}
          options={[
            { value: '', label: t('noBranch') },
            ...branches.filter((b) => !b.archived_at).map((b) => ({ value: b._id, label: b.name })),
          ]}
        />
        <FormSelect
          name="sub_role_id"
          label={t('subRole')}
          disabled={role === 'super_admin'}
          options={[
            { value: '', label: t('noSubRole') },
            ...subRoles.filter((s) => s.role === role).map((s) => ({ value: s._id, label: s.name })),
          ]}
        />
      </div>
    </UsersFormDialog>
  );
}

/** The contact picker with the form's error for contact_id (the field it fills). */
function ContactField({ value, onChange }: { value: ContactRow | null; onChange: (c: ContactRow | null) => void }) {
  const errorText = useErrorText();
  const error = get(useFormState({ name: 'contact_id' }).errors, 'contact_id') as FieldError | undefined;
  return <ContactPicker value={value} onChange={onChange} error={error ? errorText('contact_id', error) : null} />;
}
