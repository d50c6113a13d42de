'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Empty, Loaded } from '@/components/ui/load-states';
import type { RegionRow } from '@/lib/users/types';
import { usersApi } from './api';
import { ArchiveActions } from './archive-actions';
import { useArchiveConfirm } from './archive-confirm';
import { useRegions } from './use-users-data';
import { useUsersWrite } from './use-users-write';

const RegionDialog = dynamic(() => import('./region-dialog').then((m) => m.RegionDialog), { ssr: false });

/** Regions that group branches: add, rename, archive (confirmed) and restore. */
export function RegionsSection() {
  const t = useTranslations('adminUsers.regions');
  const [showArchived, setShowArchived] = useState(false);
  const regions = useRegions(true);
  const [editing, setEditing] = useState<RegionRow | 'new' | null>(null);
  const { busy, run } = useUsersWrite();
  const archive = useArchiveConfirm<RegionRow>('regions', (r) => usersApi.updateRegion(r._id, { archived: true }));
  return (
    <AdminSection
      id="regions-heading"
      title={t('title')}
      intro={t('intro')}
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      <Checkbox label={t('showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
      <Loaded data={regions.data} error={regions.error} retry={() => void regions.mutate()}>
        {(body) => {
          const rows = body.data.filter((r) => showArchived || !r.archived_at);
          if (!rows.length) return <Empty>{t('empty')}</Empty>;
          return (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
              {rows.map((r) => (
                <li key={r._id} data-testid="region-row" className="flex flex-wrap items-center gap-2 px-4 py-2.5 text-sm">
                  <span className="font-medium text-slate-900">{r.name}</span>
                  {r.archived_at ? <Badge>{t('archived')}</Badge> : null}
                  <span className="text-slate-600">{t('branches', { count: r.branches_count })}</span>
                  <span className="ms-auto flex gap-1">
                    <ArchiveActions
                      name={r.name}
                      archived={Boolean(r.archived_at)}
                      busy={busy}
                      labels={{ restore: t('restore'), edit: t('rename'), archive: t('archive') }}
                      onRestore={() => void run(() => usersApi.updateRegion(r._id, { archived: false }))}
                      onEdit={() => setEditing(r)}
                      onArchive={() => archive.ask(r)}
                    />
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
      {editing ? (
        <RegionDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          region={editing === 'new' ? null : editing}
        />
      ) : null}
      {archive.dialog}
    </AdminSection>
  );
}
