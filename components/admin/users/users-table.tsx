'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Table, TBody, TH, THead } from '@/components/ui/table';
import type { UserDetails } from '@/lib/auth/user-details';
import type { BranchRow, SubRoleRow, UserRow } from '@/lib/users/types';
import { usersApi } from './api';
import { UserRowView } from './user-row';
import { useUsersWrite } from './use-users-write';

/** The users of a page, with inline role, sub-role and branch selects and the account actions. */
export function UsersTable({
  rows,
  caption,
  stale,
  branches,
  subRoles,
  me,
}: {
  rows: UserRow[];
  caption: string;
  stale: boolean;
  branches: BranchRow[];
  subRoles: SubRoleRow[];
  me: UserDetails | undefined;
}) {
  const t = useTranslations('adminUsers.users');
  const tc = useTranslations('common');
  const { busy, run } = useUsersWrite();
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const deactivating = Boolean(toggling?.active);

  async function confirmToggle() {
    if (!toggling) return;
    const ok = await run(() => usersApi.update(toggling._id, { active: !toggling.active }));
    if (ok) setToggling(null);
  }

  return (
    <>
      <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
        <THead>
          <tr>
            <TH>{t('columns.user')}</TH>
            <TH>{t('columns.role')}</TH>
            <TH>{t('columns.subRole')}</TH>
            <TH>{t('columns.branch')}</TH>
            <TH>{t('columns.status')}</TH>
            <TH>{t('columns.lastLogin')}</TH>
            <TH className="text-end">{t('columns.actions')}</TH>
          </tr>
        </THead>
        <TBody>
          {rows.map((r) => (
            <UserRowView key={r._id} row={r} branches={branches} subRoles={subRoles} me={me} onToggleActive={() => setToggling(r)} />
          ))}
        </TBody>
      </Table>
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => {
          if (!open) setToggling(null);
        }}
        title={t(deactivating ? 'deactivateTitle' : 'reactivateTitle', { name: toggling?.username ?? '' })}
        description={t(deactivating ? 'deactivateBody' : 'reactivateBody')}
        confirmLabel={t(deactivating ? 'deactivate' : 'reactivate')}
        cancelLabel={tc('cancel')}
        danger={deactivating}
        busy={busy}
        onConfirm={() => void confirmToggle()}
      />
    </>
  );
}
