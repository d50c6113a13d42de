'use client';
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
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
    <FilterBar
      label={t('filtersLabel')}
      className=""
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, role: null, status: null, branch: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <FilterSelect
        label={t('role')}
        width="w-44"
        value={query.role}
        all={t('allRoles')}
        options={ROLES.map((r) => ({ value: r, label: tRole(r) }))}
        onChange={(role) => set({ role })}
      />
      <FilterSelect
        label={t('status')}
        width="w-36"
        value={query.status}
        none="all"
        options={USER_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label={t('branch')}
        width="w-48"
        value={query.branch}
        all={t('allBranches')}
        options={branches.map((b) => ({ value: b._id, label: b.name }))}
        onChange={(branch) => set({ branch })}
      />
    </FilterBar>
  );
}
