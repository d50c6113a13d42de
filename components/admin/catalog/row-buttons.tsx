'use client';
import { Button } from '@/components/ui/button';

/** A catalog row's Edit and Archive, each named for its row ("Edit Dock 4"). */
export function EditArchiveButtons({
  labels,
  onEdit,
  onArchive,
}: {
  labels: { edit: string; editNamed: string; archive: string; archiveNamed: string };
  onEdit: () => void;
  onArchive: () => void;
}) {
  return (
    <>
      <Button size="sm" variant="outline" aria-label={labels.editNamed} onClick={onEdit}>
        {labels.edit}
      </Button>
      <Button size="sm" variant="ghost" aria-label={labels.archiveNamed} onClick={onArchive}>
        {labels.archive}
      </Button>
    </>
  );
}
