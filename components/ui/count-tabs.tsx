'use client';
import * as T from '@radix-ui/react-tabs';
import { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Status tabs with live counts above a list. Manual activation: arrow keys move focus and Enter or Space
 * opens a tab, so moving across tabs does not fire a list request per key press. Every tab owns a panel
 * (empty unless active) so each tab's aria-controls points at a real element.
 */
export function CountTabs<Tab extends string>({
  tabs,
  value,
  counts,
  label,
  tabLabel,
  onChange,
  children,
}: {
  tabs: readonly Tab[];
  value: Tab;
  counts: Record<Tab, number> | undefined;
  label: string;
  tabLabel: (tab: Tab) => string;
  onChange: (tab: Tab) => void;
  children: ReactNode;
}) {
  const format = useFormatter();
  return (
    <T.Root value={value} onValueChange={(v) => onChange(v as Tab)} activationMode="manual">
      <T.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <T.Trigger
            key={tab}
            value={tab}
            className="-mb-px inline-flex items-center gap-2 whitespace-nowrap rounded-t border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 data-[state=active]:border-brand data-[state=active]:text-slate-900"
          >
            {tabLabel(tab)}
            {/* The space keeps "Submitted 12" apart in the accessible name; flex layout ignores it. */}
            {counts ? ' ' : null}
            {counts ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {format.number(counts[tab] ?? 0)}
              </span>
            ) : null}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((tab) => (
        <T.Content
          key={tab}
          value={tab}
          forceMount
          hidden={tab !== value}
          className="rounded pt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/30"
        >
          {tab === value ? children : null}
        </T.Content>
      ))}
    </T.Root>
  );
}
