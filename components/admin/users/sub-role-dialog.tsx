'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form/form-field';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { ALWAYS_OPEN } from '@/lib/auth/sub-roles';
import { subRoleBody } from '@/lib/users/schema';
import type { RoleRow, SubRoleRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { UsersFormDialog } from './form-dialog';
import { usePermissionLabel } from './permission-label';

/** Create or edit a sub-role: a name and the base role's screens it keeps (a new one starts with all). */
export function SubRoleDialog({ role, subRole, onClose }: { role: RoleRow; subRole: SubRoleRow | null; onClose: () => void }) {
  const t = useTranslations('adminUsers.subRoleForm');
  const tRole = useTranslations('shell.role');
  const label = usePermissionLabel();
  const legendId = useId();
  const choices = role.permissions.filter((p) => !ALWAYS_OPEN.includes(p.key));
  const fixed = role.permissions.filter((p) => ALWAYS_OPEN.includes(p.key));
  const form = useZodForm(subRoleBody, {
    name: subRole?.name ?? '',
    role: role.role,
    permissions: subRole ? subRole.permissions : choices.map((p) => p.key),
  });
  const kept = new Set(form.watch('permissions'));
  // Kept in menu order, so the stored list reads like the menu.
  const keep = (keys: ReadonlySet<string>) =>
    form.setValue(
      'permissions',
      choices.map((p) => p.key).filter((k) => keys.has(k)),
      { shouldDirty: true },
    );
  const toggle = (key: string, on: boolean) => keep(new Set([...kept].filter((k) => k !== key).concat(on ? [key] : [])));

  return (
    <UsersFormDialog
      title={subRole ? t('editTitle') : t('createTitle', { role: tRole(role.role) })}
      form={form}
      fields={['name']}
      conflictField="name"
      errorText={() => t('nameError')}
      onClose={onClose}
      send={({ name, permissions }) =>
        subRole
          ? usersApi.updateSubRole(subRole._id, { name, permissions })
          : usersApi.createSubRole({ name, role: role.role, permissions })
      }
    >
      <FormField name="name" label={t('name')}>
        {(p) => <Input {...p} autoComplete="off" maxLength={60} />}
      </FormField>
      <fieldset aria-labelledby={legendId} className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p id={legendId} className="text-sm font-medium text-slate-800">
            {t('permissions')}
          </p>
          <span className="flex gap-1">
            <Button type="button" size="sm" variant="ghost" onClick={() => keep(new Set(choices.map((p) => p.key)))}>
              {t('selectAll')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => keep(new Set())}>
              {t('selectNone')}
            </Button>
          </span>
        </div>
        <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
          {choices.map((p) => (
            <Checkbox key={p.key} label={label(p)} checked={kept.has(p.key)} onChange={(e) => toggle(p.key, e.target.checked)} />
          ))}
          {fixed.map((p) => (
            <Checkbox key={p.key} label={`${label(p)} (${t('alwaysOpen')})`} checked disabled readOnly />
          ))}
        </div>
      </fieldset>
    </UsersFormDialog>
  );
}
