'use client';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { UserDetails } from '@/lib/auth/user-details';
import type { UpdateUserInput } from '@/lib/users/schema';
import { USER_SORTS, type UserSort } from '@/lib/users/types';
import type { BranchRow, SubRoleRow, UserRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { PrivilegeConfirm, privilegeChange, type PrivilegeChange } from './privilege-confirm';
import { RefCell, RoleCell, rowRights, StatusCell, UserCell } from './user-cells';
import { useUsersWrite } from './use-users-write';

/** The table's sort as TanStack holds it, from the list's sort value ('-' first for descending). */
const sortingOf = (sort: UserSort): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
const sortOf = (s: SortingState[number]): UserSort | null => {
  const value = `${s.desc ? '-' : ''}${s.id}`;
  return (USER_SORTS as readonly string[]).includes(value) ? (value as UserSort) : null;
};

/** Which rows have a change on the way, so each row's controls wait for its own answer only. */
function useRowWrites() {
  const { run } = useUsersWrite();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setPending((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  async function write(id: string, fn: () => Promise<{ message?: string }>): Promise<boolean> {
    mark(id, true);
    try {
      return await run(fn);
    } finally {
      mark(id, false);
    }
  }
  return { isBusy: (id: string) => pending.has(id), write };
}

/**
 * The users of a page, sorted by the server (the sort is in the URL), with inline role, sub-role and branch
 * selects and the account actions. What changes a user's rights asks first: a role or sub-role (naming the
 * user, the old and new value and what the new one may open), deactivating and reactivating.
 */
export function UsersTable({
  order,
  onOrder,
  branches,
  subRoles,
  me,
  ...list
}: Omit<ListTableProps<UserRow>, 'sort'> & {
  order: UserSort;
  onOrder: (sort: UserSort) => void;
  branches: BranchRow[];
  subRoles: SubRoleRow[];
  me: UserDetails | undefined;
}) {
  const t = useTranslations('adminUsers.users');
  const tc = useTranslations('common');
  const format = useFormatter();
  const { isBusy, write } = useRowWrites();
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const deactivating = Boolean(toggling?.active);
  const [privilege, setPrivilege] = useState<PrivilegeChange | null>(null);

  /** A role or sub-role picked in a row: held for confirmation, saved only then. */
  function askPrivilege(row: UserRow, body: UpdateUserInput) {
    const change = privilegeChange(row, body, subRoles);
    if (change) setPrivilege(change);
  }
  async function confirmPrivilege() {
    if (!privilege) return;
    const { row, body } = privilege;
    if (await write(row._id, () => usersApi.update(row._id, body))) setPrivilege(null);
  }

  async function confirmToggle() {
    if (!toggling) return;
    const row = toggling;
    if (await write(row._id, () => usersApi.update(row._id, { active: !row.active }))) setToggling(null);
  }

  const activeBranches = branches.filter((b) => !b.archived_at).map((b) => ({ value: b._id, label: b.name }));
  // Rebuilt each render: the cells read each row's pending state.
  const columns = ((): ColumnDef<UserRow>[] => {
    const cell = (row: UserRow) => ({
      row,
      me,
      busy: isBusy(row._id),
      save: (body: UpdateUserInput) => void write(row._id, () => usersApi.update(row._id, body)),
    });
    return [
      {
        id: 'name',
        header: t('columns.user'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => <UserCell row={row.original} me={me} />,
      },
      {
        id: 'role',
        header: t('columns.role'),
        enableSorting: true,
        cell: ({ row }) => <RoleCell {...cell(row.original)} save={(body) => askPrivilege(row.original, body)} />,
      },
      {
        id: 'sub_role',
        header: t('columns.subRole'),
        cell: ({ row: { original: r } }) => {
          const { self, locked } = rowRights(r, me);
          const choices = subRoles.filter((s) => s.role === r.role).map((s) => ({ value: s._id, label: s.name }));
          return (
            <RefCell
              {...cell(r)}
              save={(body) => askPrivilege(r, body)}
              field="sub_role_id"
              choices={choices}
              disabled={self || locked || r.role === 'super_admin'}
            />
          );
        },
      },
      {
        id: 'branch',
        header: t('columns.branch'),
        enableSorting: true,
        // An archived branch stays on the users who still have it, and is offered to no one else.
        cell: ({ row: { original: r } }) => (
          <RefCell {...cell(r)} field="branch_id" choices={activeBranches} disabled={rowRights(r, me).locked} />
        ),
      },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <StatusCell row={row.original} /> },
      {
        id: 'last_login',
        header: t('columns.lastLogin'),
        enableSorting: true,
        // Most recent first on the first click; "never" stays last either way (the server orders it so).
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) =>
          r.last_login_at ? format.dateTime(new Date(r.last_login_at), { dateStyle: 'medium', timeStyle: 'short' }) : t('never'),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableHiding: false,
        meta: { numeric: true, className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => {
          const { self, locked } = rowRights(r, me);
          const busy = isBusy(r._id);
          return (
            <div className="flex justify-end gap-2">
              {r.active ? (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void write(r._id, () => usersApi.resend(r._id))}>
                  {r.invited ? t('resendInvite') : t('sendLink')}
                </Button>
              ) : null}
              {!self && !locked ? (
                <Button size="sm" variant={r.active ? 'ghost' : 'outline'} disabled={busy} onClick={() => setToggling(r)}>
                  {r.active ? t('deactivate') : t('reactivate')}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ];
  })();

  return (
    <>
      <DataTable
        {...list}
        columns={columns}
        getRowId={(r) => r._id}
        testId="users-table"
        columnMenu
        sort={{
          mode: 'server',
          state: sortingOf(order),
          onChange: ([s]) => {
            const next = s ? sortOf(s) : null;
            if (next) onOrder(next);
          },
        }}
        rowProps={(r) => ({ 'data-testid': 'user-row', 'aria-busy': isBusy(r._id) || undefined })}
      />
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
        busy={toggling ? isBusy(toggling._id) : false}
        onConfirm={() => void confirmToggle()}
      />
      <PrivilegeConfirm
        change={privilege}
        busy={privilege ? isBusy(privilege.row._id) : false}
        onCancel={() => setPrivilege(null)}
        onConfirm={() => void confirmPrivilege()}
      />
    </>
  );
}
