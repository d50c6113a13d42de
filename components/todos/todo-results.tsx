'use client';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import type { Patch } from '@/lib/browser/use-url-query';
import type { TodoRow } from '@/lib/todos/types';
import type { TodoList } from './api';
import { DEFAULT_PER_PAGE, type TodosListQuery } from './query';
import { TodoItem } from './todo-item';

/** The list of the open tab with its loading, failure and empty states, and the pages. */
export function TodoResults({ rows, total, pages, query, data, error, stale, onRetry, update, onToggle, onEdit, onDelete }: {
  rows: TodoRow[]; total: number; pages: number; query: TodosListQuery; data: TodoList | undefined; error: unknown; stale: boolean;
  onRetry: () => void; update: (patch: Patch) => void; onToggle: (t: TodoRow) => void; onEdit: (t: TodoRow) => void; onDelete: (t: TodoRow) => void;
}) {
  const t = useTranslations('todos');
  if (error && !data) return <LoadError onRetry={onRetry} />;
  if (!data) return <Loading label={t('loading')} />;
  if (rows.length === 0) {
    return query.q
      ? <EmptyState title={t('empty.searchTitle')} body={t('empty.searchBody')} />
      : <EmptyState icon="✓" title={t(`empty.${query.state}.title`)} body={t(`empty.${query.state}.body`)} />;
  }
  return (
    <>
      <ul aria-label={t('listLabel', { page: query.page, pages })} aria-busy={stale || undefined} className={stale ? 'space-y-2 opacity-60' : 'space-y-2'}>
        {rows.map((todo) => (
          <TodoItem key={todo._id} todo={todo} onToggle={() => onToggle(todo)} onEdit={() => onEdit(todo)} onDelete={() => onDelete(todo)} />
        ))}
      </ul>
      <Pagination page={query.page} perPage={query.perPage} total={total} totalLabel={t('total', { count: total })}
        onPage={(page) => update({ page: page > 1 ? page : null })}
        onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })} />
    </>
  );
}
