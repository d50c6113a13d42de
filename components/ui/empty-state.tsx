import type { ReactNode } from 'react';

export function EmptyState({ title, body, action, icon = '◌' }: { title: string; body: string; action?: ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span aria-hidden className="mb-3 text-4xl text-slate-400">
        {icon}
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-700">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
