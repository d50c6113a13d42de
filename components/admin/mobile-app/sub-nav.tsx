import Link from 'next/link';
import { cn } from '@/lib/cn';

/** A row of links to sibling screens; the current one is marked for screen readers with aria-current. */
export function SubNav({
  label,
  items,
  current,
}: {
  label: string;
  items: { href: string; label: string; key: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-5 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.key === current ? 'page' : undefined}
              className={cn(
                '-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                item.key === current ? 'border-brand-ink text-slate-900' : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
