'use client';
import type { ReactNode } from 'react';
import { Empty, Loaded } from '@/components/ui/load-states';
import { ArchivedList } from './archived-list';

type Archivable = { archived_at: string | null };

/**
 * The body of a catalog section: the active rows (or an empty note), then `footer` (an add form), then
 * the archived rows behind "Show archived" with Restore.
 */
export function CatalogList<T extends Archivable>({
  rows,
  error,
  retry,
  empty,
  idOf,
  nameOf,
  busy,
  onRestore,
  footer,
  children,
}: {
  rows: T[] | undefined;
  error: unknown;
  retry: () => void;
  empty: string;
  idOf: (row: T) => string;
  nameOf: (row: T) => string;
  busy: boolean;
  onRestore: (row: T) => void;
  footer?: ReactNode;
  children: (active: T[]) => ReactNode;
}) {
  return (
    <Loaded data={rows} error={error} retry={retry}>
      {(all) => {
        const active = all.filter((r) => !r.archived_at);
        return (
          <>
            {active.length ? children(active) : <Empty>{empty}</Empty>}
            {footer}
            <ArchivedList items={all.filter((r) => r.archived_at)} idOf={idOf} nameOf={nameOf} busy={busy} onRestore={onRestore} />
          </>
        );
      }}
    </Loaded>
  );
}
