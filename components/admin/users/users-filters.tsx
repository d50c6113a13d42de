'use client';
import { useTranslations } from 'next-intl';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select';
import { ROLES } from '@/lib/auth/roles';
import type { Patch } from '@/lib/url-state/use-list-state';
import { USER_STATUSES } from '@/lib/users/types';
import type { BranchRow } from '@/lib/users/schema';
import { hasFilters, type UserQuery } from './users-query';

const STATUS_LABEL = { all: 'statusAll', active: 'statusActive', inactive: 'statusInactive' } as const;

/** Search, role, status and branch. Every change returns to page 1; a filter's default leaves the URL. */
export function UsersFilters({ query, branches, onChange }: { query: UserQuery; branches: BranchRow[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('adminUsers.users');
  const tRole = useTranslations('shell.role');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  const filter = (label: string, key: 'role' | 'status' | 'branch', options: SelectOption[], width: string) => (
    <Select label={label} size="sm" className={width} value={query[key]} options={options} onValueChange={(v) => set({ [key]: v })} />
  );
  return (
    <FilterBar
      label={t('filtersLabel')}
      className=""
      clearLabel={t('clear')}
      onClear={hasFilters(query) ? () => set({ q: null, role: null, status: null, branch: null }) : null}
    >
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      {filter(t('role'), 'role', [{ value: '', label: t('allRoles') }, ...ROLES.map((r) => ({ value: r, label: tRole(r) }))], 'w-44')}
      {filter(
        t('status'),
        'status',
        USER_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) })),
        'w-36',
      )}
      {filter(
        t('branch'),
        'branch',
        [{ value: '', label: t('allBranches') }, ...branches.map((b) => ({ value: b._id, label: b.name }))],
        'w-48',
      )}
    </FilterBar>
  );
}
