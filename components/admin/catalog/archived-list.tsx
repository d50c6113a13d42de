'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** "Show archived (n)" under a list, each archived row with Restore. Nothing when there are none. */
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
  return (
    <div>
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('hide') : t('show', { count: items.length })}
      </Button>
      {open ? (
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li
              key={idOf(item)}
              className="flex items-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700"
            >
              <span className="line-through">{nameOf(item)}</span>
              <Button
                size="sm"
                variant="outline"
                className="ms-auto"
                disabled={busy}
                aria-label={t('restoreNamed', { name: nameOf(item) })}
                onClick={() => onRestore(item)}
              >
                {t('restore')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
