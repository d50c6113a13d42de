'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Checkbox } from '@/components/ui/checkbox';
import { Empty, Loaded } from '@/components/ui/load-states';
import { usersApi } from './api';
import { ArchiveActions } from './archive-actions';
import { useArchiveConfirm } from './archive-confirm';
import { useUsersWrite } from './use-users-write';

type Archivable = { _id: string; name: string; archived_at: string | null };

/** Per catalogue: how a row is archived or restored, and the word of its edit button. */
const KINDS = {
  branches: { update: usersApi.updateBranch, edit: 'branches.edit' },
  regions: { update: usersApi.updateRegion, edit: 'regions.rename' },
} as const;

/**
 * A catalogue of the roles and branches tab (branches, regions): heading with Add, "Show archived", the rows
 * (drawn by `children`, each with the buttons `actions(row)` gives), the add / edit dialog (`dialog`, given
 * the row or null for a new one) and archive (which asks first) and restore.
 */
export function ArchivableSection<T extends Archivable>({
  ns,
  list,
  dialog,
  children,
}: {
  ns: keyof typeof KINDS;
  list: { data?: { data: T[] }; error?: unknown; mutate: () => unknown };
  dialog: (row: T | null, close: () => void) => ReactNode;
  children: (rows: T[], actions: (row: T) => ReactNode) => ReactNode;
}) {
  const t = useTranslations('adminUsers');
  const kind = KINDS[ns];
  const update = (row: T, archived: boolean) => kind.update(row._id, { archived });
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { busy, run } = useUsersWrite();
  const archive = useArchiveConfirm<T>(ns, (row) => update(row, true));
  const actions = (row: T) => (
    <ArchiveActions
      name={row.name}
      archived={Boolean(row.archived_at)}
      busy={busy}
      labels={{ restore: t(`${ns}.restore`), edit: t(kind.edit), archive: t(`${ns}.archive`) }}
      onRestore={() => void run(() => update(row, false))}
      onEdit={() => setEditing(row)}
      onArchive={() => archive.ask(row)}
    />
  );
  return (
    <AdminSection
      id={`${ns}-heading`}
      title={t(`${ns}.title`)}
      intro={t(`${ns}.intro`)}
      add={{ label: t(`${ns}.add`), onClick: () => setEditing('new') }}
    >
      <Checkbox label={t(`${ns}.showArchived`)} checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
      <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
        {(body) => {
          const rows = body.data.filter((r) => showArchived || !r.archived_at);
          return rows.length ? children(rows, actions) : <Empty>{t(`${ns}.empty`)}</Empty>;
        }}
      </Loaded>
      {editing ? dialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      {archive.dialog}
    </AdminSection>
  );
}
