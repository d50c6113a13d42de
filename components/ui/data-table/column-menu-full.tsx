'use client';
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Column, Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Button } from '../button';
import { focusFirstItemIf, type LoadedMenuProps } from '../lazy-menu';

const labelOf = <T,>(c: Column<T, unknown>) => {
  const header = c.columnDef.header;
  return c.columnDef.meta?.label ?? (typeof header === 'string' ? header : c.id);
};

/** Which columns show: a menu of checkable items, one per column that may be hidden (column-menu.tsx loads it). */
export function ColumnMenuFull<T>({ table, openedBy }: { table: Table<T> } & LoadedMenuProps) {
  const t = useTranslations('common.table');
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('columns')}
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={focusFirstItemIf(openedBy)}
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <Menu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-600">{t('showColumns')}</Menu.Label>
          {columns.map((c) => (
            <Menu.CheckboxItem
              key={c.id}
              checked={c.getIsVisible()}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(on) => c.toggleVisibility(on)}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-slate-800 outline-none data-[highlighted]:bg-slate-100"
            >
              <span aria-hidden className="w-4 text-brand-ink">
                {c.getIsVisible() ? '✓' : ''}
              </span>
              {labelOf(c)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
