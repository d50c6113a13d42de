'use client';
import * as T from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type TabItem = { value: string; label: string; content: ReactNode };

export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
}: {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (v: string) => void;
  label: string;
}) {
  return (
    <T.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <T.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((i) => (
          <T.Trigger
            key={i.value}
            value={i.value}
            className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand data-[state=active]:text-slate-900"
          >
            {i.label}
          </T.Trigger>
        ))}
      </T.List>
      {items.map((i) => (
        <T.Content key={i.value} value={i.value} className="pt-4">
          {i.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
