'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { control } from '@/components/ui/controls';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useUrlQuery } from '@/lib/browser/use-url-query';
import { TODO_STATES, type TodoRow } from '@/lib/todos/types';
import { useAssignees, useTodoList } from './api';
import { listKeyOf, parseTodosQuery } from './query';
import { QuickAdd } from './quick-add';
import { TodoResults } from './todo-results';
import { useTodoActions } from './use-todo-actions';

// The dialog checks input with the zod schema it shares with the API: loaded when first opened (DESIGN §6 budget).
const EditDialog = dynamic(() => import('./edit-dialog').then((m) => m.EditDialog), { ssr: false });

/** /todos: quick-add, state tabs with counts, assignee and search filters, all in the URL. */
export function TodosScreen({ me }: { me: string }) {
  const t = useTranslations('todos');
  const tc = useTranslations('common');
  const [params, update] = useUrlQuery();
  const query = parseTodosQuery(params);
  const { data, error, isLoading, mutate } = useTodoList(listKeyOf(query));
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
        <Field label={t('filters.assignee')}>
          {(p) => (
            <select
              {...p}
              value={query.assignee}
              onChange={(e) => update({ assignee: e.target.value === 'me' ? null : e.target.value, page: null })}
              className={`${control} w-52`}
            >
              <option value="me">{t('filters.me')}</option>
              <option value="all">{t('filters.everyone')}</option>
              {assignees
                .filter((a) => a._id !== me)
                .map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.username}
                  </option>
                ))}
            </select>
          )}
        </Field>
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
