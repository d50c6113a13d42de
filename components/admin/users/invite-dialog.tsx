'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { control } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { UserDetails } from '@/lib/auth/user-details';
import type { ContactRow } from '@/lib/contacts/types';
import { inviteBody } from '@/lib/users/schema';
import type { BranchRow, SubRoleRow } from '@/lib/users/types';
import { usersApi } from './api';
import { ContactPicker } from './contact-picker';
import { failedFields } from './form-errors';
import { useUsersWrite } from './use-users-write';
import { translatedOr } from '@/lib/i18n/keys';

/** Invite: role first (a Company Contact is picked from the contacts), then email, name, branch and sub-role. */
export function InviteDialog({
  open,
  onOpenChange,
  branches,
  subRoles,
  me,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branches: BranchRow[];
  subRoles: SubRoleRow[];
  me: UserDetails | undefined;
}) {
  const t = useTranslations('adminUsers.invite');
  const tRole = useTranslations('shell.role');
  const tc = useTranslations('common');
  const { busy, run } = useUsersWrite();
  const [role, setRole] = useState<Role>('recruiter');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [branchId, setBranchId] = useState('');
  const [subRoleId, setSubRoleId] = useState('');
  const [contact, setContact] = useState<ContactRow | null>(null);
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const isContact = role === 'company_contact';
  const err = (field: string) => (failed.has(field) ? translatedOr(t, `errors.${field}`, field) : null);

  function pickContact(c: ContactRow | null) {
    setContact(c);
    // The contact's portal login uses the contact's own email (the contacts module keeps them equal).
    if (c) {
      setEmail(c.email);
      setUsername((u) => u || `${c.first_name} ${c.last_name}`);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = inviteBody.safeParse({
      email,
      username,
      role,
      branch_id: branchId || null,
      sub_role_id: subRoleId || null,
      contact_id: isContact ? contact?._id : undefined,
    });
    if (!parsed.success) {
      setFailed(failedFields(parsed.error));
      return;
    }
    setFailed(new Set());
    if (await run(() => usersApi.invite(parsed.data))) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('role')} error={err('role')}>
          {(p) => (
            <select
              {...p}
              value={role}
              onChange={(e) => {
                setRole(e.target.value as Role);
                setSubRoleId('');
              }}
              className={`${control} w-full`}
            >
              {ROLES.filter((r) => r !== 'super_admin' || me?.role === 'super_admin').map((r) => (
                <option key={r} value={r}>
                  {tRole(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {isContact ? <ContactPicker value={contact} onChange={pickContact} error={err('contact_id')} /> : null}
        <Field label={t('email')} error={err('email')}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="off"
              value={email}
              readOnly={isContact && contact !== null}
              maxLength={254}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('username')} error={err('username')}>
          {(p) => <Input {...p} autoComplete="off" value={username} maxLength={100} onChange={(e) => setUsername(e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('branch')} error={err('branch_id')}>
            {(p) => (
              <select {...p} value={branchId} onChange={(e) => setBranchId(e.target.value)} className={`${control} w-full`}>
                <option value="">{t('noBranch')}</option>
                {branches
                  .filter((b) => !b.archived_at)
                  .map((b) => (
                    <option key={b._id} value={b._id}>
                      {b.name}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field label={t('subRole')} error={err('sub_role_id')}>
            {(p) => (
              <select
                {...p}
                value={subRoleId}
                disabled={role === 'super_admin'}
                onChange={(e) => setSubRoleId(e.target.value)}
                className={`${control} w-full`}
              >
                <option value="">{t('noSubRole')}</option>
                {subRoles
                  .filter((s) => s.role === role)
                  .map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        </div>
        <FormActions onCancel={() => onOpenChange(false)} cancelLabel={tc('cancel')} submitLabel={t('send')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
