'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';

export type NavItem = { href: string; label: string };
/** One menu section (lib/auth/permissions.ts NAV_GROUPS), already translated. */
export type NavSection = { id: string; label: string; items: NavItem[] };

const linkClass = (active: boolean) =>
  cn('block rounded-md px-3 py-2 text-sm font-medium', active ? 'bg-brand text-on-brand' : 'text-on-brand-2 hover:bg-black/5');
export const sectionTriggerClass = (current: boolean) => cn(linkClass(current), 'inline-flex items-center gap-1');

export function useActive() {
  const pathname = usePathname();
  return (href: string) => pathname === href || pathname.startsWith(`${href}/`);
}

export function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Link href={item.href} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
      {item.label}
    </Link>
  );
}
