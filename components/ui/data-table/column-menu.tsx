'use client';
import type { Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Button } from '../button';
import { lazyMenu } from '../lazy-menu';

const LazyColumnMenu = lazyMenu(() => import('./column-menu-full').then((m) => m.ColumnMenuFull<unknown>));

/** The table's Columns button; the menu behind it (column-menu-full.tsx) loads on first use. */
export function ColumnMenu<T>({ table }: { table: Table<T> }) {
  const t = useTranslations('common.table');
  if (!table.getAllLeafColumns().some((c) => c.getCanHide())) return null;
  return (
    <LazyColumnMenu
      props={{ table: table as Table<unknown> }}
      trigger={(handlers) => (
        <Button variant="outline" size="sm" {...handlers}>
          {t('columns')}
        </Button>
      )}
    />
  );
}
