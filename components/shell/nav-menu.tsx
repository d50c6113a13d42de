'use client';
import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

export type NavItem = { href: string; label: string };
/** One menu section (lib/auth/permissions.ts NAV_GROUPS), already translated. */
export type NavSection = { id: string; label: string; items: NavItem[] };

const linkClass = (active: boolean) =>
  cn('block rounded-md px-3 py-2 text-sm font-medium', active ? 'bg-brand text-on-brand' : 'text-on-brand-2 hover:bg-black/5');

function useActive() {
  const pathname = usePathname();
  return (href: string) => pathname === href || pathname.startsWith(`${href}/`);
}

function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Link href={item.href} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
      {item.label}
    </Link>
  );
}

/** A section as a dropdown (Radix: arrow keys, Escape and typeahead work); a one-entry section is a plain link. */
function DropdownSection({ section }: { section: NavSection }) {
  const active = useActive();
  const current = section.items.some((i) => active(i.href));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={cn(linkClass(current), 'inline-flex items-center gap-1')}>
        {section.label}
        <span aria-hidden>▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="start" sideOffset={4} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {section.items.map((item) => (
            <Menu.Item key={item.href} asChild>
              <Link
                href={item.href}
                aria-current={active(item.href) ? 'page' : undefined}
                className={cn(
                  'block rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100',
                  active(item.href) && 'font-semibold',
                )}
              >
                {item.label}
              </Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
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
            {section.items.length === 1 ? (
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
