'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NameSortedTable, actionsColumn, textColumn } from '@/components/admin/table-columns';
import { Button } from '@/components/ui/button';

/** "Show archived (n)" under a list: the archived rows in a table, each with Restore. Nothing when there are none. */
export function ArchivedList<T>({
  items,
  idOf,
  nameOf,
  onRestore,
  busy,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  onRestore: (item: T) => void;
  busy?: boolean;
}) {
  const t = useTranslations('catalog.archived');
  const [open, setOpen] = useState(false);
  if (!items.length) return null;
  const columns = [
    textColumn('name', t('name'), nameOf),
    actionsColumn(t('actions'), (item: T) => (
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={t('restoreNamed', { name: nameOf(item) })}
        onClick={() => onRestore(item)}
      >
        {t('restore')}
      </Button>
    )),
  ];
  return (
    <div className="space-y-2">
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('hide') : t('show', { count: items.length })}
      </Button>
      {open ? <NameSortedTable columns={columns} rows={items} getRowId={idOf} caption={t('caption')} /> : null}
    </div>
  );
}
