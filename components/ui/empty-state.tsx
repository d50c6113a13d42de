import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

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

type ListEmptyKey = 'filtered.title' | 'filtered.body' | 'empty.title' | 'empty.body';

/**
 * A list's two empty states, worded from the list's own catalogue: nothing matches the filters (with a button
 * that clears them), or there is nothing yet (with the screen's own way to add the first one).
 */
export function ListEmpty({
  filtered,
  t,
  clearLabel,
  onClear,
  add,
}: {
  filtered: boolean;
  t: (key: ListEmptyKey) => string;
  clearLabel: string;
  onClear: () => void;
  add: ReactNode;
}) {
  if (!filtered) return <EmptyState title={t('empty.title')} body={t('empty.body')} action={add} />;
  const clear = (
    <Button variant="outline" onClick={onClear}>
      {clearLabel}
    </Button>
  );
  return <EmptyState title={t('filtered.title')} body={t('filtered.body')} action={clear} />;
}
