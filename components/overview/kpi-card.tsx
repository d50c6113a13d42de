import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * One figure of the overview: its name, the number (a link to the list behind it when the user may open
 * that list), and notes below. The link's accessible name is the figure's name and value together.
 */
export function KpiCard({
  id,
  label,
  value,
  href,
  children,
}: {
  id: string;
  label: string;
  value: string;
  href: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3" data-testid={`kpi-${id}`}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums">
        {href ? (
          <Link
            href={href}
            prefetch={false}
            aria-label={`${label}: ${value}`}
            className="rounded underline decoration-slate-300 underline-offset-4 hover:decoration-current focus-visible:outline-2"
            data-testid={`kpi-${id}-link`}
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {children ? <dd className="mt-1 space-y-0.5 text-sm text-slate-700">{children}</dd> : null}
    </div>
  );
}
