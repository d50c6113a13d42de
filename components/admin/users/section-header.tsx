import type { ReactNode } from 'react';

/** Title, one line of help and the section's main action, for the sections of the roles and branches tab. */
export function SectionHeader({ id, title, intro, action }: { id: string; title: string; intro: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-700">{intro}</p>
      </div>
      {action}
    </div>
  );
}
