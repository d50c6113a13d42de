'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, type ReactNode } from 'react';
import { actionsColumn, nameColumn, numberColumn, textColumn, NameSortedTable } from '@/components/admin/table-columns';
import type { BranchRow } from '@/lib/users/schema';
import { ArchivableSection } from './archivable-section';
import { useBranches } from './use-users-data';

// The form carries the zod schema shared with the API: it loads when first opened.
const BranchDialog = dynamic(() => import('./branch-dialog').then((m) => m.BranchDialog), { ssr: false });

const rowProps = () => ({ 'data-testid': 'branch-row' });

/** The offices: a table with region and users, add/edit dialog, archive (confirmed) and restore. */
export function BranchesSection() {
  return (
    <ArchivableSection ns="branches" list={useBranches(true)} dialog={(branch, close) => <BranchDialog branch={branch} onClose={close} />}>
      {(rows, actions) => <BranchesTable rows={rows} actions={actions} />}
    </ArchivableSection>
  );
}

function BranchesTable({ rows, actions }: { rows: BranchRow[]; actions: (b: BranchRow) => ReactNode }) {
  const t = useTranslations('adminUsers.branches');
  const columns = useMemo(
    (): ColumnDef<BranchRow>[] => [
      nameColumn(
        t('name'),
        (b) => b.name,
        (b) => (b.archived_at ? t('archived') : null),
      ),
      textColumn('region', t('region'), (b) => b.region?.name),
      { id: 'address', header: t('address'), cell: ({ row }) => row.original.address ?? '—' },
      { id: 'phone', header: t('phone'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.phone ?? '—' },
      numberColumn('users', t('users'), (b) => b.users_count),
      actionsColumn(t('actions'), actions),
    ],
    [t, actions],
  );
  return <NameSortedTable columns={columns} rows={rows} getRowId={(b) => b._id} caption={t('title')} rowProps={rowProps} />;
}
