'use client';
import { useState, type ReactNode } from 'react';
import { TabList, TabPanel, useTabIds } from './tab-list';

export type TabItem = { value: string; label: string; content: ReactNode };

/** Tabs over panels of content; only the open tab's content is mounted. Controlled (value) or not (defaultValue). */
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
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value ?? '');
  const current = value ?? own;
  const idOf = useTabIds<string>();
  const change = (v: string) => {
    if (value === undefined) setOwn(v);
    onValueChange?.(v);
  };
  return (
    <div>
      <TabList tabs={items} value={current} onChange={change} label={label} idOf={idOf} className="rounded-none" />
      {items.map((i) => (
        <TabPanel key={i.value} ids={idOf(i.value)} selected={i.value === current} className="pt-4">
          {i.value === current ? i.content : null}
        </TabPanel>
      ))}
    </div>
  );
}
