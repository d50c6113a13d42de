'use client';
import { useId, useState } from 'react';
import { lazyMenu } from '@/components/ui/lazy-menu';
import { cn } from '@/lib/cn';
import { NavLink, sectionTriggerClass, useActive, type NavSection } from './nav-links';

export type { NavSection } from './nav-links';

const LazyDropdown = lazyMenu(() => import('./nav-dropdown').then((m) => m.NavDropdown));

/** A section of the horizontal menu: a dropdown (nav-dropdown.tsx) that loads on first use. */
function DropdownSection({ section }: { section: NavSection }) {
  const active = useActive();
  const current = section.items.some((i) => active(i.href));
  return (
    <LazyDropdown
      props={{ section }}
      trigger={(handlers) => (
        <button type="button" className={sectionTriggerClass(current)} {...handlers}>
          {section.label}
          <span aria-hidden>▾</span>
        </button>
      )}
    />
  );
}

/** A section of the vertical menu: a disclosure button, open by default where the current page is. */
function CollapsibleSection({ section }: { section: NavSection }) {
  const active = useActive();
  const [open, setOpen] = useState(() => section.items.some((i) => active(i.href)));
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-start text-xs font-semibold tracking-wide text-on-brand-2 uppercase hover:bg-black/5"
      >
        {section.label}
        <span aria-hidden>{open ? '▴' : '▾'}</span>
      </button>
      <ul id={listId} hidden={!open} className="flex flex-col gap-1 ps-2">
        {section.items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} active={active(item.href)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The main menu, by section: dropdowns across the top bar, collapsible sections down the side. */
export function NavMenu({
  sections,
  orientation,
  label,
}: {
  sections: NavSection[];
  orientation: 'horizontal' | 'vertical';
  label: string;
}) {
  const active = useActive();
  return (
    <nav aria-label={label}>
      <ul className={cn('flex gap-1', orientation === 'horizontal' ? 'flex-wrap' : 'flex-col')}>
        {sections.map((section) => (
          <li key={section.id}>
            {section.items.length === 1 && section.items[0] ? (
              <NavLink item={section.items[0]} active={active(section.items[0].href)} />
            ) : orientation === 'horizontal' ? (
              <DropdownSection section={section} />
            ) : (
              <CollapsibleSection section={section} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
