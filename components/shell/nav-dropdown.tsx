'use client';
import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { focusFirstItemIf, type LoadedMenuProps } from '@/components/ui/lazy-menu';
import { cn } from '@/lib/cn';
import { sectionTriggerClass, useActive, type NavSection } from './nav-links';

/**
 * A section of the horizontal menu as a Radix dropdown (arrow keys, Escape and typeahead); nav-menu.tsx
 * loads it on first use and it mounts open.
 */
export function NavDropdown({ section, openedBy }: { section: NavSection } & LoadedMenuProps) {
  const active = useActive();
  const current = section.items.some((i) => active(i.href));
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className={sectionTriggerClass(current)}>
        {section.label}
        <span aria-hidden>▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={focusFirstItemIf(openedBy)}
          align="start"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
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
