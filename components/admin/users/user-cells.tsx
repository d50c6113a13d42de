'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Select, type SelectOption } from '@/components/ui/select';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { UserDetails } from '@/lib/auth/user-details';
import type { UpdateUserInput } from '@/lib/users/schema';
import type { Ref, UserRow } from '@/lib/users/schema';

const STAFF_ROLES = ROLES.filter((r) => r !== 'company_contact');

/**
 * What the signed-in admin may change on a row. What the server refuses is not offered: your own role and
 * sub-role, a Super Admin's row for a Company Admin, and switching to or from Company Contact (that user
 * belongs to a contact record).
 */
export function rowRights(row: UserRow, me: UserDetails | undefined) {
  const self = me?._id === row._id;
  const owner = me?.role === 'super_admin';
  const locked = row.role === 'super_admin' && !owner;
  return { self, owner, locked };
}

/** A row's own value stays among the choices (an archived branch, a list still loading), so its name shows. */
const withOwn = (options: SelectOption[], own: Ref | null) =>
  own && !options.some((o) => o.value === own._id) ? [...options, { value: own._id, label: own.name }] : options;

type CellProps = {
  row: UserRow;
  me: UserDetails | undefined;
  busy: boolean;
  save: (body: UpdateUserInput) => void;
};

export function UserCell({ row, me }: Pick<CellProps, 'row' | 'me'>) {
  const t = useTranslations('adminUsers.users');
  return (
    <>
      <div className="font-medium text-slate-900">
        <span data-testid="user-name">{row.username}</span>
        {/* The badge follows the session, known only after hydration: tests read the name alone. */}
        {me?._id === row._id ? <Badge className="ms-2">{t('badge.you')}</Badge> : null}
      </div>
      <div className="break-all text-xs text-slate-600">{row.email}</div>
    </>
  );
}

export function RoleCell({ row, me, busy, save }: CellProps) {
  const t = useTranslations('adminUsers.users');
  const tRole = useTranslations('shell.role');
  const { self, owner, locked } = rowRights(row, me);
  const choices: readonly Role[] = row.is_contact ? ['company_contact'] : STAFF_ROLES;
  return (
    <Select
      size="sm"
      className="w-40"
      aria-label={t('roleOf', { name: row.username })}
      value={row.role}
      disabled={self || locked || row.is_contact || busy}
      onValueChange={(role) => save({ role })}
      options={choices.map((r) => ({ value: r, label: tRole(r), disabled: r === 'super_admin' && !owner }))}
    />
  );
}

/** The row's sub-role and branch: the field it saves, where the row holds it, its select's name and "none". */
const REFS = {
  sub_role_id: { own: (r: UserRow) => r.sub_role, label: 'subRoleOf', none: 'noSubRole' },
  branch_id: { own: (r: UserRow) => r.branch, label: 'branchOf', none: 'noBranch' },
} as const;

/** A sub-role or branch select: none, or one of `choices` (the row's own is shown even when it is not one). */
export function RefCell({
  field,
  choices,
  disabled,
  row,
  busy,
  save,
}: Omit<CellProps, 'me'> & { field: keyof typeof REFS; choices: SelectOption[]; disabled: boolean }) {
  const t = useTranslations('adminUsers.users');
  const ref = REFS[field];
  const own = ref.own(row);
  return (
    <Select
      size="sm"
      className="w-40"
      aria-label={t(ref.label, { name: row.username })}
      value={own?._id ?? ''}
      disabled={disabled || busy}
      onValueChange={(id) => save({ [field]: id || null })}
      options={withOwn([{ value: '', label: t(ref.none) }, ...choices], own)}
    />
  );
}

export function StatusCell({ row }: { row: UserRow }) {
  const t = useTranslations('adminUsers.users');
  if (!row.active) return <Badge tone="danger">{t('badge.inactive')}</Badge>;
  return row.invited ? <Badge tone="info">{t('badge.invited')}</Badge> : <Badge tone="success">{t('badge.active')}</Badge>;
}
