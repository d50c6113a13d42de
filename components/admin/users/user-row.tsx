'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { TD, TR } from '@/components/ui/table';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { UserDetails } from '@/lib/auth/user-details';
import type { UpdateUserInput } from '@/lib/users/schema';
import type { BranchRow, SubRoleRow, UserRow } from '@/lib/users/types';
import { usersApi } from './api';
import { useUsersWrite } from './use-users-write';

const STAFF_ROLES = ROLES.filter((r) => r !== 'company_contact');

/**
 * One user. What the server refuses is not offered: your own role and sub-role, a Super Admin's row for
 * a Company Admin, and switching to or from Company Contact (that user belongs to a contact record).
 */
export function UserRowView({
  row,
  branches,
  subRoles,
  me,
  onToggleActive,
}: {
  row: UserRow;
  branches: BranchRow[];
  subRoles: SubRoleRow[];
  me: UserDetails | undefined;
  onToggleActive: () => void;
}) {
  const t = useTranslations('adminUsers.users');
  const tRole = useTranslations('shell.role');
  const format = useFormatter();
  const { busy, run } = useUsersWrite();
  const self = me?._id === row._id;
  const owner = me?.role === 'super_admin';
  const locked = row.role === 'super_admin' && !owner;
  const save = (body: UpdateUserInput) => void run(() => usersApi.update(row._id, body));
  const roleChoices: readonly Role[] = row.is_contact ? ['company_contact'] : STAFF_ROLES;
  const ownSubRoles = subRoles.filter((s) => s.role === row.role);
  // An archived branch stays visible on the users who still have it.
  const branchChoices = branches.filter((b) => !b.archived_at || b._id === row.branch?._id);

  return (
    <TR data-testid="user-row" aria-busy={busy || undefined}>
      <TD>
        <div className="font-medium text-slate-900">
          {row.username}
          {self ? <Badge className="ms-2">{t('badge.you')}</Badge> : null}
        </div>
        <div className="break-all text-xs text-slate-600">{row.email}</div>
      </TD>
      <TD>
        <select
          aria-label={t('roleOf', { name: row.username })}
          value={row.role}
          disabled={self || locked || row.is_contact || busy}
          onChange={(e) => save({ role: e.target.value as Role })}
          className={`${control} w-40`}
        >
          {roleChoices.map((r) => (
            <option key={r} value={r} disabled={r === 'super_admin' && !owner}>
              {tRole(r)}
            </option>
          ))}
        </select>
      </TD>
      <TD>
        <select
          aria-label={t('subRoleOf', { name: row.username })}
          value={row.sub_role?._id ?? ''}
          disabled={self || locked || busy || row.role === 'super_admin'}
          onChange={(e) => save({ sub_role_id: e.target.value || null })}
          className={`${control} w-40`}
        >
          <option value="">{t('noSubRole')}</option>
          {ownSubRoles.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </TD>
      <TD>
        <select
          aria-label={t('branchOf', { name: row.username })}
          value={row.branch?._id ?? ''}
          disabled={locked || busy}
          onChange={(e) => save({ branch_id: e.target.value || null })}
          className={`${control} w-40`}
        >
          <option value="">{t('noBranch')}</option>
          {branchChoices.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </select>
      </TD>
      <TD>
        {!row.active ? (
          <Badge tone="danger">{t('badge.inactive')}</Badge>
        ) : row.invited ? (
          <Badge tone="info">{t('badge.invited')}</Badge>
        ) : (
          <Badge tone="success">{t('badge.active')}</Badge>
        )}
      </TD>
      <TD className="whitespace-nowrap">
        {row.last_login_at ? format.dateTime(new Date(row.last_login_at), { dateStyle: 'medium', timeStyle: 'short' }) : t('never')}
      </TD>
      <TD className="whitespace-nowrap text-end">
        <div className="flex justify-end gap-2">
          {row.active ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => usersApi.resend(row._id))}>
              {row.invited ? t('resendInvite') : t('sendLink')}
            </Button>
          ) : null}
          {!self && !locked ? (
            <Button size="sm" variant={row.active ? 'ghost' : 'outline'} disabled={busy} onClick={onToggleActive}>
              {row.active ? t('deactivate') : t('reactivate')}
            </Button>
          ) : null}
        </div>
      </TD>
    </TR>
  );
}
