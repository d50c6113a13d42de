'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { RoleRow, SubRoleRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { usePermissionLabel } from './permission-label';
import { useUsersWrite } from './use-users-write';

/** One role: its screens (with the setting a conditional one waits for) and its sub-roles. */
export function RoleCard({
  role,
  subRoles,
  onAdd,
  onEdit,
  onArchive,
}: {
  role: RoleRow;
  subRoles: SubRoleRow[];
  onAdd: () => void;
  onEdit: (s: SubRoleRow) => void;
  onArchive: (s: SubRoleRow) => void;
}) {
  const t = useTranslations('adminUsers.roles');
  const tRole = useTranslations('shell.role');
  const label = usePermissionLabel();
  const { busy, run } = useUsersWrite();
  const active = subRoles.filter((s) => !s.archived_at);
  const archived = subRoles.filter((s) => s.archived_at);
  const headingId = `role-${role.role}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {tRole(role.role)}
      </h4>
      <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-600">{t('permissions')}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {role.permissions.map((p) => (
          <li key={p.key}>
            <Badge tone={p.open_now ? 'neutral' : 'warning'}>
              {label(p)}
              {p.contact_when ? ` (${t(`when.${p.contact_when}`)}${p.open_now ? '' : `, ${t('offNow')}`})` : ''}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('subRoles')}</p>
          {role.sub_roles_allowed ? (
            <Button size="sm" variant="outline" onClick={onAdd}>
              {t('addSubRole')}
            </Button>
          ) : null}
        </div>
        {!role.sub_roles_allowed ? (
          <p className="mt-2 text-sm text-slate-700">{t('ownerNote')}</p>
        ) : active.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('noSubRoles')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {active.map((s) => (
              <li key={s._id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="font-medium text-slate-900">{s.name}</span>
                <span className="text-slate-600">
                  {t('screensCount', { count: s.permissions.length })} · {t('usersCount', { count: s.users_count })}
                </span>
                <span className="ms-auto flex gap-1">
                  <Button size="sm" variant="ghost" aria-label={`${t('edit')}: ${s.name}`} onClick={() => onEdit(s)}>
                    {t('edit')}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`${t('archive')}: ${s.name}`} onClick={() => onArchive(s)}>
                    {t('archive')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {archived.length ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-700">{t('archivedSubRoles', { count: archived.length })}</summary>
            <ul className="mt-1 space-y-1">
              {archived.map((s) => (
                <li key={s._id} className="flex items-center gap-2">
                  <span className="text-slate-600 line-through">{s.name}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="ms-auto"
                    disabled={busy}
                    aria-label={`${t('restore')}: ${s.name}`}
                    onClick={() => void run(() => usersApi.updateSubRole(s._id, { archived: false }))}
                  >
                    {t('restore')}
                  </Button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </article>
  );
}
