'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { todosRoutes } from '@/lib/contracts/routes/todos';
import { useListState } from '@/lib/url-state/use-list-state';
import { TODO_STATES } from '@/lib/todos/types';
import type { TodoRow } from '@/lib/todos/schema';
import { useAssignees, type TodoList } from './api';
import { todoParams, todosListQuery } from './query';
import { QuickAdd } from './quick-add';
import { TodoResults } from './todo-results';
import { useTodoActions } from './use-todo-actions';

// The dialog checks input with the zod schema it shares with the API: loaded when first opened (DESIGN §6 budget).
const EditDialog = dynamic(() => import('./edit-dialog').then((m) => m.EditDialog), { ssr: false });

/**
 * The first page the server rendered for the URL the screen opened with. Which open to-dos are overdue was told
 * by the reader's today on her chosen clock (lib/settings/reader-zone.ts), the same day the API takes, so the
 * browser has nothing to correct whatever its zone.
 */
export type TodosFirstPage = { list: TodoList };

/** /todos: quick-add, state tabs with counts, assignee and search filters, all in the URL. */
export function TodosScreen({ me, initial }: { me: string; initial?: TodosFirstPage }) {
  const t = useTranslations('todos');
  const tc = useTranslations('common');
  const [query, update] = useListState(todoParams);
  const { data, error, isLoading, mutate } = useListData(todosRoutes.list, { query: todosListQuery(query) }, initial?.list);
  const { rows, total, pages } = usePagedList(data, query.page, query.perPage, update);
  const assignees = useAssignees();
  const actions = useTodoActions(mutate);
  const [editing, setEditing] = useState<TodoRow | null>(null);
  const [deleting, setDeleting] = useState<TodoRow | null>(null);
  const counts = data?.meta.counts;
  const shown = query.assignee === 'me' || query.assignee === 'all' ? null : (assignees.find((a) => a._id === query.assignee) ?? null);

  const results = (
    <TodoResults
      rows={rows}
      total={total}
      pages={pages}
      query={query}
      data={data}
      error={error}
      stale={isLoading}
      onRetry={() => void mutate()}
      update={update}
      onToggle={(todo) => void actions.toggle(todo)}
      onEdit={setEditing}
      onDelete={setDeleting}
    />
  );
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <QuickAdd assigneeId={shown?._id ?? me} assigneeName={shown?.username ?? null} onAdded={() => void actions.refresh()} />
      <div role="search" aria-label={t('filters.label')} className="mb-4 flex flex-wrap items-start gap-3">
        <SearchBox
          value={query.q}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          onCommit={(q) => update({ q, page: null })}
        />
        <Select
          label={t('filters.assignee')}
          size="sm"
          className="w-52"
          value={query.assignee}
          options={[
            { value: 'me', label: t('filters.me') },
            { value: 'all', label: t('filters.everyone') },
            ...assignees.filter((a) => a._id !== me).map((a) => ({ value: a._id, label: a.username })),
          ]}
          onValueChange={(assignee) => update({ assignee: assignee === 'me' ? null : assignee, page: null })}
        />
      </div>
      <Tabs
        label={t('states.label')}
        value={query.state}
        onValueChange={(v) => update({ state: v === 'open' ? null : v, page: null })}
        items={TODO_STATES.map((s) => ({
          value: s,
          label: counts && s !== 'all' ? t('states.counted', { state: t(`states.${s}`), count: counts[s] }) : t(`states.${s}`),
          content: s === query.state ? results : null,
        }))}
      />
      {editing ? (
        <EditDialog
          key={editing._id}
          todo={editing}
          assignees={assignees}
          onClose={() => setEditing(null)}
          onSaved={() => void actions.refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle')}
        description={t('deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('item.delete')}
        cancelLabel={tc('cancel')}
        busy={actions.busy}
        onConfirm={() => {
          if (deleting)
            void actions.remove(deleting).then((ok) => {
              if (ok) setDeleting(null);
            });
        }}
      />
    </>
  );
}
