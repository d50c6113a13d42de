'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { ALWAYS_OPEN } from '@/lib/auth/sub-roles';
import { subRoleBody } from '@/lib/users/schema';
import type { RoleRow, SubRoleRow } from '@/lib/users/types';
import { usersApi } from './api';
import { usePermissionLabel } from './permission-label';
import { useUsersWrite } from './use-users-write';

/** Create or edit a sub-role: a name and the base role's screens it keeps (a new one starts with all). */
export function SubRoleDialog({
  open,
  onOpenChange,
  role,
  subRole,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: RoleRow;
  subRole: SubRoleRow | null;
}) {
  const t = useTranslations('adminUsers.subRoleForm');
  const tRole = useTranslations('shell.role');
  const tc = useTranslations('common');
  const label = usePermissionLabel();
  const legendId = useId();
  const { busy, run } = useUsersWrite();
  const choices = role.permissions.filter((p) => !ALWAYS_OPEN.includes(p.key));
  const fixed = role.permissions.filter((p) => ALWAYS_OPEN.includes(p.key));
  const [name, setName] = useState(subRole?.name ?? '');
  const [kept, setKept] = useState<Set<string>>(() => new Set(subRole ? subRole.permissions : choices.map((p) => p.key)));
  const [nameError, setNameError] = useState(false);

  const toggle = (key: string, on: boolean) =>
    setKept((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Listed in menu order, so the stored list reads like the menu.
    const permissions = choices.map((p) => p.key).filter((k) => kept.has(k));
    const parsed = subRoleBody.safeParse({ name, role: role.role, permissions });
    setNameError(!parsed.success);
    if (!parsed.success) return;
    const { name: n, permissions: keys } = parsed.data;
    const ok = await run(() =>
      subRole ? usersApi.updateSubRole(subRole._id, { name: n, permissions: keys }) : usersApi.createSubRole(parsed.data),
    );
    if (ok) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={subRole ? t('editTitle') : t('createTitle', { role: tRole(role.role) })}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('name')} error={nameError ? t('nameError') : null}>
          {(p) => <Input {...p} autoComplete="off" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <fieldset aria-labelledby={legendId} className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p id={legendId} className="text-sm font-medium text-slate-800">
              {t('permissions')}
            </p>
            <span className="flex gap-1">
              <Button type="button" size="sm" variant="ghost" onClick={() => setKept(new Set(choices.map((p) => p.key)))}>
                {t('selectAll')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setKept(new Set())}>
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
        <FormActions
          onCancel={() => onOpenChange(false)}
          cancelLabel={tc('cancel')}
          submitLabel={tc('save')}
          busy={busy}
          className="pt-2"
        />
      </form>
    </Dialog>
  );
}
