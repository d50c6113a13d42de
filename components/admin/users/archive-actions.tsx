'use client';
import { Button } from '@/components/ui/button';

/**
 * A row's buttons on the roles and branches tab: Restore while archived, otherwise edit and Archive (which
 * asks first, through useArchiveConfirm). Each label names its row for screen readers ("Archive: Midwest").
 */
export function ArchiveActions({
  name,
  archived,
  busy,
  labels,
  onRestore,
  onEdit,
  onArchive,
}: {
  name: string;
  archived: boolean;
  busy: boolean;
  labels: { restore: string; edit: string; archive: string };
  onRestore: () => void;
  onEdit: () => void;
  onArchive: () => void;
}) {
  if (archived) {
    return (
      <Button size="sm" variant="outline" disabled={busy} aria-label={`${labels.restore}: ${name}`} onClick={onRestore}>
        {labels.restore}
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`${labels.edit}: ${name}`} onClick={onEdit}>
        {labels.edit}
      </Button>
      <Button size="sm" variant="ghost" aria-label={`${labels.archive}: ${name}`} onClick={onArchive}>
        {labels.archive}
      </Button>
    </>
  );
}
