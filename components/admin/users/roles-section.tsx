'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Loaded } from '@/components/ui/load-states';
import type { RoleRow, SubRoleRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { useArchiveConfirm } from './archive-confirm';
import { RoleCard } from './role-card';
import { useRoles, useSubRoles } from './use-users-data';

// The form carries the zod schema shared with the API: it loads when first opened.
const SubRoleDialog = dynamic(() => import('./sub-role-dialog').then((m) => m.SubRoleDialog), { ssr: false });

type Editing = { role: RoleRow; subRole: SubRoleRow | null };

/** Role cards: what each role opens, and its sub-roles (create, edit, archive, restore). */
export function RolesSection() {
  const t = useTranslations('adminUsers.roles');
  const roles = useRoles();
  const subRoles = useSubRoles(true);
  const [editing, setEditing] = useState<Editing | null>(null);
  const archive = useArchiveConfirm<SubRoleRow>('roles', (s) => usersApi.updateSubRole(s._id, { archived: true }));
  return (
    <AdminSection id="roles-heading" title={t('title')} intro={t('intro')} className="space-y-4">
      <Loaded data={roles.data} error={roles.error} retry={() => void roles.mutate()}>
        {(body) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {body.data.map((role) => (
              <RoleCard
                key={role.role}
                role={role}
                subRoles={(subRoles.data?.data ?? []).filter((s) => s.role === role.role)}
                onAdd={() => setEditing({ role, subRole: null })}
                onEdit={(s) => setEditing({ role, subRole: s })}
                onArchive={archive.ask}
              />
            ))}
          </div>
        )}
      </Loaded>
      {editing ? <SubRoleDialog role={editing.role} subRole={editing.subRole} onClose={() => setEditing(null)} /> : null}
      {archive.dialog}
    </AdminSection>
  );
}
