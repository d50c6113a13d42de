'use client';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import type { Patch } from '@/lib/url-state/use-list-state';
import type { TodoRow } from '@/lib/todos/schema';
import type { TodoList } from './api';
import type { TodosListQuery } from './query';
import { TodoItem } from './todo-item';

/** The list of the open tab with its loading, failure and empty states, and the pages. */
export function TodoResults({
  rows,
  total,
  pages,
  query,
  data,
  error,
  stale,
  onRetry,
  update,
  onToggle,
  onEdit,
  onDelete,
}: {
  rows: TodoRow[];
  total: number;
  pages: number;
  query: TodosListQuery;
  data: TodoList | undefined;
  error: unknown;
  stale: boolean;
  onRetry: () => void;
  update: (patch: Patch) => void;
  onToggle: (t: TodoRow) => void;
  onEdit: (t: TodoRow) => void;
  onDelete: (t: TodoRow) => void;
}) {
  const t = useTranslations('todos');
  return (
    <PagedList
      data={data}
      error={error}
      retry={onRetry}
      loadingLabel={t('loading')}
      rows={rows}
      page={query.page}
      perPage={query.perPage}
      total={total}
      totalLabel={t('total', { count: total })}
      update={update}
      empty={
        query.q ? (
          <EmptyState title={t('empty.searchTitle')} body={t('empty.searchBody')} />
        ) : (
          <EmptyState icon="✓" title={t(`empty.${query.state}.title`)} body={t(`empty.${query.state}.body`)} />
        )
      }
    >
      {(shown) => (
        <ul
          aria-label={t('listLabel', { page: query.page, pages })}
          aria-busy={stale || undefined}
          className={stale ? 'space-y-2 opacity-60' : 'space-y-2'}
        >
          {shown.map((todo) => (
            <TodoItem
              key={todo._id}
              todo={todo}
              onToggle={() => onToggle(todo)}
              onEdit={() => onEdit(todo)}
              onDelete={() => onDelete(todo)}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
