'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { ROLES } from '@/lib/auth/roles';
import type { Patch } from '@/lib/browser/use-url-query';
import { USER_STATUSES, type BranchRow } from '@/lib/users/types';
import { hasFilters, type UserQuery } from './users-query';

const STATUS_LABEL = { all: 'statusAll', active: 'statusActive', inactive: 'statusInactive' } as const;

/** Search, role, status and branch. Every change returns to page 1. */
export function UsersFilters({ query, branches, onChange }: { query: UserQuery; branches: BranchRow[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('adminUsers.users');
  const tRole = useTranslations('shell.role');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <div role="search" aria-label={t('filtersLabel')} className="flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('role')}>
        {(p) => (
          <select {...p} value={query.role} onChange={(e) => set({ role: e.target.value })} className={`${control} w-44`}>
            <option value="">{t('allRoles')}</option>
            {ROLES.map((r) => <option key={r} value={r}>{tRole(r)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('status')}>
        {(p) => (
          <select {...p} value={query.status} onChange={(e) => set({ status: e.target.value === 'all' ? null : e.target.value })} className={`${control} w-36`}>
            {USER_STATUSES.map((s) => <option key={s} value={s}>{t(STATUS_LABEL[s])}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('branch')}>
        {(p) => (
          <select {...p} value={query.branch} onChange={(e) => set({ branch: e.target.value })} className={`${control} w-48`}>
            <option value="">{t('allBranches')}</option>
            {branches.map((b) => <option key={b._id} value={b._id}>{b.name}</option>)}
          </select>
        )}
      </Field>
      {hasFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ q: null, role: null, status: null, branch: null })}>{t('clear')}</Button>
      ) : null}
    </div>
  );
}
