'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CareerResourceRow } from '@/lib/career-resources/schema';

export type RowActions = {
  busy: boolean;
  edit: (id: string) => void;
  publish: (row: CareerResourceRow, on: boolean) => void;
  remove: (row: CareerResourceRow) => void;
};

/** One resource inside its sortable row: kind, title and summary, and a publish switch. */
export function ResourceRow({ row, actions }: { row: CareerResourceRow; actions: RowActions }) {
  const t = useTranslations('careerResources');
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="resource-row">
      <Badge tone={row.kind === 'article' ? 'info' : 'neutral'}>{t(`kinds.${row.kind}`)}</Badge>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{row.title}</p>
        {row.summary || row.url ? <p className="truncate text-sm text-slate-700">{row.summary ?? row.url}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={row.published}
        disabled={actions.busy}
        aria-label={t('publishToggle', { title: row.title })}
        onClick={() => actions.publish(row, !row.published)}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 disabled:opacity-60"
      >
        <span aria-hidden className={cn('relative h-5 w-9 rounded-full transition', row.published ? 'bg-emerald-600' : 'bg-slate-300')}>
          <span
            className={cn('absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all', row.published ? 'start-4' : 'start-0.5')}
          />
        </span>
        {row.published ? t('states.published') : t('states.draft')}
      </button>
    </div>
  );
}

/** A resource's edit and delete buttons, after its move buttons. */
export function ResourceRowActions({ row, actions }: { row: CareerResourceRow; actions: RowActions }) {
  const t = useTranslations('careerResources');
  return (
    <>
      <Button size="sm" variant="outline" aria-label={t('editLabel', { title: row.title })} onClick={() => actions.edit(row._id)}>
        {t('edit')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('deleteLabel', { title: row.title })} onClick={() => actions.remove(row)}>
        {t('delete')}
      </Button>
    </>
  );
}
