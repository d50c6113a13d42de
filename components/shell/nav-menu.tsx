'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';

export type NavItem = { href: string; label: string };

export function NavMenu({ items, orientation, label }: { items: NavItem[]; orientation: 'horizontal' | 'vertical'; label: string }) {
  const pathname = usePathname();
  const active = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={label}>
      <ul className={cn('flex gap-1', orientation === 'horizontal' ? 'flex-wrap' : 'flex-col')}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={active(item.href) ? 'page' : undefined}
              className={cn('block rounded-md px-3 py-2 text-sm font-medium',
                active(item.href) ? 'bg-brand text-on-brand' : 'text-on-brand-2 hover:bg-black/5')}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
