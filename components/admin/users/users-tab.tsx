'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useUrlQuery } from '@/lib/browser/use-url-query';
import { withQuery } from './api';
import { UsersFilters } from './users-filters';
import { apiQuery, hasFilters, parseUserQuery } from './users-query';
import { UsersTable } from './users-table';
import { useBranches, useMe, useSubRoles, useUserList } from './use-users-data';

// The form imports the zod schema: loaded only when someone opens it.
const InviteDialog = dynamic(() => import('./invite-dialog').then((m) => m.InviteDialog), { ssr: false });

/** Admin settings → users: search, role/status/branch filters and pages in the URL; invite and manage. */
export function UsersTab() {
  const t = useTranslations('adminUsers.users');
  const [params, update] = useUrlQuery();
  const query = parseUserQuery(params);
  const { data, error, isLoading, mutate } = useUserList(withQuery('users', apiQuery(query)));
  const { rows, total, pages } = usePagedList(data, query.page, query.perPage, update);
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
      <PagedList
        data={data}
        error={error}
        retry={() => void mutate()}
        loadingLabel={t('loading')}
        rows={rows}
        page={query.page}
        perPage={query.perPage}
        total={total}
        totalLabel={t('total', { count: total })}
        update={update}
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
      >
        {(shown) => (
          <UsersTable
            rows={shown}
            stale={isLoading}
            caption={t('caption', { page: query.page, pages })}
            branches={branches}
            subRoles={subRoles}
            me={me}
          />
        )}
      </PagedList>
      {inviting ? <InviteDialog open onOpenChange={setInviting} branches={branches} subRoles={subRoles} me={me} /> : null}
    </section>
  );
}
