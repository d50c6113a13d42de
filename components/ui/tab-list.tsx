'use client';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The kit's tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs (mirrored right to
 * left), Home and End jump to the ends. `manual` activation moves the focus only and Enter or Space opens
 * the tab, so arrowing across list tabs does not fire a request per key press.
 *
 * Written here rather than taken from Radix Tabs: on every list page Radix's tabs and their primitives
 * were 8 kB of first-load script (gzip) for what is a row of buttons and this keyboard handler.
 */
export function TabList<V extends string>({
  tabs,
  value,
  onChange,
  label,
  manual = false,
  idOf,
  className,
}: {
  tabs: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  manual?: boolean;
  /** The ids of a tab and its panel, from tabIds(). */
  idOf: (value: V) => { tab: string; panel: string };
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : step ? (at + step + buttons.length) % buttons.length : -1;
    if (next < 0) return;
    e.preventDefault();
    buttons[next]?.focus();
    const tab = tabs[next];
    if (!manual && tab) onChange(tab.value);
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {tabs.map((t) => {
        const selected = t.value === value;
        const ids = idOf(t.value);
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            className={cn(
              '-mb-px inline-flex items-center gap-2 whitespace-nowrap rounded-t border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 aria-selected:border-brand-ink aria-selected:text-slate-900',
              className,
            )}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** Ids linking each tab to its panel, unique on the page. */
export function useTabIds<V extends string>(): (value: V) => { tab: string; panel: string } {
  const base = useId();
  return (value) => ({ tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}` });
}

/** A tab's panel: focusable, labelled by its tab, hidden unless selected. */
export function TabPanel({
  ids,
  selected,
  className,
  children,
}: {
  ids: { tab: string; panel: string };
  selected: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} hidden={!selected} className={className}>
      {children}
    </div>
  );
}
