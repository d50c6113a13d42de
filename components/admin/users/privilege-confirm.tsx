'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Role } from '@/lib/auth/roles';
import type { NavKey } from '@/lib/i18n/keys';
import { reachChange, screensOfKeys } from '@/lib/users/role-reach';
import type { UpdateUserInput } from '@/lib/users/schema';
import type { SubRoleRow, UserRow } from '@/lib/users/schema';

/**
 * A change of what a user may do (her role or sub-role), held until the admin confirms it. `body` is what
 * is saved on confirm; nothing is saved before, so cancelling leaves the row's select on its old value.
 */
export type PrivilegeChange = {
  row: UserRow;
  body: UpdateUserInput;
  kind: 'role' | 'subRole';
  /** The role after the change (the same role for a sub-role change). */
  role: Role;
  /** The new sub-role, or null for none (a sub-role change only). */
  subRole?: SubRoleRow | null;
};

/** The change a select asks for, or null when it changes nothing a confirmation is about. */
export function privilegeChange(row: UserRow, body: UpdateUserInput, subRoles: readonly SubRoleRow[]): PrivilegeChange | null {
  if (body.role !== undefined && body.role !== row.role) return { row, body, kind: 'role', role: body.role };
  if (body.sub_role_id !== undefined && body.sub_role_id !== (row.sub_role?._id ?? null)) {
    const subRole = subRoles.find((s) => s._id === body.sub_role_id) ?? null;
    return { row, body, kind: 'subRole', role: row.role, subRole };
  }
  return null;
}

/** What the dialog says: who, from what to what, and what the new role may open (from the permission table). */
export function PrivilegeSummary({ change }: { change: PrivilegeChange }) {
  const t = useTranslations('adminUsers.users.privilege');
  const tu = useTranslations('adminUsers.users');
  const tRole = useTranslations('shell.role');
  const tNav = useTranslations('nav');
  const format = useFormatter();
  const list = (keys: NavKey[]) => format.list(keys.map((k) => tNav(k)));
  const { row } = change;
  if (change.kind === 'subRole') {
    const screens = change.subRole ? screensOfKeys(change.subRole.permissions) : [];
    return (
      <div className="space-y-2 text-sm text-slate-700" data-testid="privilege-summary">
        <p>
          {t('subRoleChange', {
            name: row.username,
            from: row.sub_role?.name ?? tu('noSubRole'),
            to: change.subRole?.name ?? tu('noSubRole'),
          })}
        </p>
        <p>
          {change.subRole
            ? screens.length
              ? t('subRoleScreens', { screens: list(screens) })
              : t('subRoleNothing')
            : t('subRoleWhole', { role: tRole(change.role) })}
        </p>
      </div>
    );
  }
  const { gained, lost } = reachChange(row.role, change.role);
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="privilege-summary">
      <p>{t('roleChange', { name: row.username, from: tRole(row.role), to: tRole(change.role) })}</p>
      <p>{t(`summary.${change.role}`)}</p>
      {gained.length ? <p>{t('gains', { screens: list(gained) })}</p> : null}
      {lost.length ? <p>{t('loses', { screens: list(lost) })}</p> : null}
    </div>
  );
}

/** The confirmation a role or sub-role change asks for before anything is saved. */
export function PrivilegeConfirm({
  change,
  busy,
  onCancel,
  onConfirm,
}: {
  change: PrivilegeChange | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('adminUsers.users.privilege');
  const tc = useTranslations('common');
  return (
    <Dialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('title', { name: change?.row.username ?? '' })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {tc('cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      {change ? <PrivilegeSummary change={change} /> : null}
    </Dialog>
  );
}
