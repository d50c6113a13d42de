'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { usersRoutes } from '@/lib/contracts/routes/users';
import { DEFAULT_USER_SORT } from '@/lib/users/types';
import { useListState } from '@/lib/url-state/use-list-state';
import { InvitationDaysForm, type InvitationSettings } from './invitation-days-form';
import { UsersFilters } from './users-filters';
import { hasFilters, usersListQuery, usersParams } from './users-query';
import { UsersTable } from './users-table';
import { useBranches, useMe, useSubRoles } from './use-users-data';

// The form imports the zod schema: loaded only when someone opens it.
const InviteDialog = dynamic(() => import('./invite-dialog').then((m) => m.InviteDialog), { ssr: false });

/**
 * Admin settings → users: search, role/status/branch filters, sort and page in the URL; invite and manage.
 * `initial` is the page the server rendered for the URL it was opened with: no list request after hydration.
 * `invitations`: how long an invitation link works (company settings), edited below the list.
 */
export function UsersTab({ initial, invitations }: { initial?: ResultOf<typeof usersRoutes.users>; invitations?: InvitationSettings }) {
  const t = useTranslations('adminUsers.users');
  const [query, update] = useListState(usersParams);
  const { data, error, isLoading, mutate } = useListData(usersRoutes.users, { query: usersListQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);
  const branches = useBranches(true).data?.data ?? [];
  const subRoles = useSubRoles().data?.data ?? [];
  const me = useMe();
  const [inviting, setInviting] = useState(false);
  const invite = (
    <Button onClick={() => setInviting(true)}>
      <span aria-hidden>+</span>
      {t('invite')}
    </Button>
  );
  const clear = () => update({ q: null, role: null, status: null, branch: null, page: null });

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p id="users-heading" className="max-w-2xl text-sm text-slate-700">
          {t('intro')}
        </p>
        {invite}
      </div>
      <UsersFilters query={query} branches={branches} onChange={update} />
      <UsersTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        caption={t('caption', { page: Math.min(query.page, pages), pages })}
        pagination={pagination(t('total', { count: total }))}
        order={query.sort}
        onOrder={(sort) => update({ sort: sort === DEFAULT_USER_SORT ? null : sort, page: null })}
        branches={branches}
        subRoles={subRoles}
        me={me}
        empty={
          hasFilters(query) ? (
            <EmptyState
              title={t('filtered.title')}
              body={t('filtered.body')}
              action={
                <Button variant="outline" onClick={clear}>
                  {t('clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('empty.title')} body={t('empty.body')} action={invite} />
          )
        }
      />
      {invitations ? (
        <div className="border-t border-slate-200 pt-6">
          <InvitationDaysForm {...invitations} />
        </div>
      ) : null}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} branches={branches} subRoles={subRoles} me={me} /> : null}
    </section>
  );
}
