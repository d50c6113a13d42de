'use client';
import { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import { TabList, TabPanel, useTabIds } from './tab-list';

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
  const idOf = useTabIds<Tab>();
  const items = tabs.map((tab) => ({
    value: tab,
    label: (
      <>
        {tabLabel(tab)}
        {/* The space keeps "Submitted 12" apart in the accessible name; flex layout ignores it. */}
        {counts ? ' ' : null}
        {counts ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {format.number(counts[tab] ?? 0)}
          </span>
        ) : null}
      </>
    ),
  }));
  return (
    <div>
      <TabList tabs={items} value={value} onChange={onChange} label={label} idOf={idOf} manual />
      {tabs.map((tab) => (
        <TabPanel
          key={tab}
          ids={idOf(tab)}
          selected={tab === value}
          className="rounded pt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/30"
        >
          {tab === value ? children : null}
        </TabPanel>
      ))}
    </div>
  );
}
