'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/browser/format';
import { cn } from '@/lib/cn';
import type { TodoRow } from '@/lib/todos/schema';

/** One to-do: the checkbox is labelled by the title, so clicking the title ticks it too. */
export function TodoItem({
  todo,
  onToggle,
  onEdit,
  onDelete,
}: {
  todo: TodoRow;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('todos.item');
  const fmt = useFormat();
  const id = useId();
  return (
    <li
      data-testid="todo-row"
      className={cn(
        'flex items-start gap-3 rounded-md border px-3 py-2.5',
        todo.overdue ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={todo.done}
        onChange={onToggle}
        aria-describedby={`${id}-meta`}
        className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand focus:ring-2 focus:ring-brand/30"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={cn(
            'block cursor-pointer break-words text-sm font-medium',
            todo.done ? 'text-slate-500 line-through' : 'text-slate-900',
          )}
        >
          {todo.title}
        </label>
        {todo.notes ? <p className="mt-0.5 line-clamp-2 whitespace-pre-line break-words text-sm text-slate-700">{todo.notes}</p> : null}
        <p id={`${id}-meta`} className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          {todo.due_date ? (
            <span className={cn(todo.overdue && 'font-semibold text-red-800')}>{t('due', { date: fmt.date(todo.due_date) })}</span>
          ) : (
            <span>{t('noDue')}</span>
          )}
          {todo.overdue ? <Badge tone="danger">{t('overdue')}</Badge> : null}
          {todo.done && todo.done_at ? <span>{t('doneAt', { date: fmt.stamp(todo.done_at) })}</span> : null}
          <span>{todo.assignee_name ? t('assignee', { name: todo.assignee_name }) : t('unassigned')}</span>
        </p>
      </div>
      <span className="flex shrink-0 gap-1">
        <Button size="sm" variant="ghost" onClick={onEdit}>
          {t('edit')}
          <span className="sr-only">: {todo.title}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete}>
          {t('delete')}
          <span className="sr-only">: {todo.title}</span>
        </Button>
      </span>
    </li>
  );
}
