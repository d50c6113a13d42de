import type { ReactNode } from 'react';

/** A titled block inside a tab; the heading names the region for screen-reader navigation. */
export function Section({
  id,
  title,
  hint,
  children,
  actions,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
