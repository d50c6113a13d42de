'use client';
import * as M from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DEFAULT_LIST_COLUMNS, FIXED_LIST_COLUMNS } from '@/lib/timesheets/list-columns';
import type { Column, ColumnKey } from './columns';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Show or hide columns; the choice is saved per user by the caller. */
export function ColumnChooser({
  columns,
  visible,
  onChange,
}: {
  columns: Column[];
  visible: ColumnKey[];
  onChange: (keys: ColumnKey[]) => void;
}) {
  const t = useTranslations('timesheets.columns');
  const toggle = (key: ColumnKey, on: boolean) => onChange(on ? [...visible, key] : visible.filter((k) => k !== key));
  return (
    <M.Root>
      <M.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('chooser')}
          <span aria-hidden>▾</span>
        </Button>
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <M.Label className="px-3 py-1 text-xs font-semibold uppercase text-slate-600">{t('chooserLabel')}</M.Label>
          {columns
            .filter((c) => !FIXED_LIST_COLUMNS.includes(c.key))
            .map((c) => (
              <M.CheckboxItem
                key={c.key}
                className={item}
                checked={visible.includes(c.key)}
                onCheckedChange={(on) => toggle(c.key, on === true)}
                // Keep the menu open so several columns can be switched in one go.
                onSelect={(e) => e.preventDefault()}
              >
                <span aria-hidden className="w-4 text-center">
                  <M.ItemIndicator>✓</M.ItemIndicator>
                </span>
                {c.header}
              </M.CheckboxItem>
            ))}
          <M.Separator className="my-1 h-px bg-slate-200" />
          <M.Item className={item} onSelect={() => onChange([...DEFAULT_LIST_COLUMNS])}>
            {t('reset')}
          </M.Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
