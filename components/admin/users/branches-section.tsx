'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { BranchRow } from '@/lib/users/types';
import { usersApi } from './api';
import { ArchiveActions } from './archive-actions';
import { useArchiveConfirm } from './archive-confirm';
import { useBranches } from './use-users-data';
import { useUsersWrite } from './use-users-write';

const BranchDialog = dynamic(() => import('./branch-dialog').then((m) => m.BranchDialog), { ssr: false });

/** The offices: table with region, add/edit dialog, archive (confirmed) and restore. */
export function BranchesSection() {
  const t = useTranslations('adminUsers.branches');
  const [showArchived, setShowArchived] = useState(false);
  const branches = useBranches(true);
  const [editing, setEditing] = useState<BranchRow | 'new' | null>(null);
  const { busy, run } = useUsersWrite();
  const archive = useArchiveConfirm<BranchRow>('branches', (b) => usersApi.updateBranch(b._id, { archived: true }));
  return (
    <AdminSection
      id="branches-heading"
      title={t('title')}
      intro={t('intro')}
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      <Checkbox label={t('showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
      <Loaded data={branches.data} error={branches.error} retry={() => void branches.mutate()}>
        {(body) => {
          const rows = body.data.filter((b) => showArchived || !b.archived_at);
          if (!rows.length) return <Empty>{t('empty')}</Empty>;
          return (
            <Table caption={t('title')}>
              <THead>
                <tr>
                  <TH>{t('name')}</TH>
                  <TH>{t('region')}</TH>
                  <TH>{t('address')}</TH>
                  <TH>{t('phone')}</TH>
                  <TH className="text-end">{t('users')}</TH>
                  <TH className="text-end">{t('actions')}</TH>
                </tr>
              </THead>
              <TBody>
                {rows.map((b) => (
                  <TR key={b._id} data-testid="branch-row">
                    <TD className="font-medium">
                      {b.name}
                      {b.archived_at ? <Badge className="ms-2">{t('archived')}</Badge> : null}
                    </TD>
                    <TD>{b.region?.name ?? '—'}</TD>
                    <TD>{b.address ?? '—'}</TD>
                    <TD className="whitespace-nowrap">{b.phone ?? '—'}</TD>
                    <TD className="text-end tabular-nums">{b.users_count}</TD>
                    <TD className="whitespace-nowrap text-end">
                      <span className="flex justify-end gap-1">
                        <ArchiveActions
                          name={b.name}
                          archived={Boolean(b.archived_at)}
                          busy={busy}
                          labels={{ restore: t('restore'), edit: t('edit'), archive: t('archive') }}
                          onRestore={() => void run(() => usersApi.updateBranch(b._id, { archived: false }))}
                          onEdit={() => setEditing(b)}
                          onArchive={() => archive.ask(b)}
                        />
                      </span>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          );
        }}
      </Loaded>
      {editing ? (
        <BranchDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          branch={editing === 'new' ? null : editing}
        />
      ) : null}
      {archive.dialog}
    </AdminSection>
  );
}
