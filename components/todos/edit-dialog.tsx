'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import { todoInput } from '@/lib/todos/schema';
import type { Assignee, TodoRow } from '@/lib/todos/schema';
import { todoApi } from './api';

type Values = Record<'title' | 'notes' | 'assignee_id' | 'due_date', string>;

/** Edit every field of a to-do, checked with the API's schema first. */
export function EditDialog({
  todo,
  assignees,
  onClose,
  onSaved,
}: {
  todo: TodoRow;
  assignees: Assignee[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('todos.edit');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [values, setValues] = useState<Values>({
    title: todo.title,
    notes: todo.notes ?? '',
    assignee_id: todo.assignee_id ?? '',
    due_date: todo.due_date ?? '',
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  // An assignee who has left stays shown, so saving other fields does not silently unassign them.
  const people =
    todo.assignee_id && !assignees.some((a) => a._id === todo.assignee_id)
      ? [{ _id: todo.assignee_id, username: todo.assignee_name ?? t('formerUser'), email: '' }, ...assignees]
      : assignees;

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = todoInput.safeParse({ ...values, assignee_id: values.assignee_id || null, due_date: values.due_date || null });
    if (!parsed.success) return setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
    const res = await run(() => todoApi.update(todo._id, parsed.data), t('saved'));
    if (res) {
      onSaved();
      onClose();
    }
  }

  const error = (field: keyof Values) => (invalid.has(field) ? t(`errors.${field}`) : null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
    >
      <form onSubmit={save} noValidate className="space-y-4">
        <Field label={t('fields.title')} error={error('title')}>
          {(p) => <Input {...p} value={values.title} maxLength={200} required onChange={(e) => set('title')(e.target.value)} />}
        </Field>
        <Field label={t('fields.notes')} error={error('notes')}>
          {(p) => <Textarea {...p} value={values.notes} maxLength={2000} rows={4} onChange={(e) => set('notes')(e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.assignee')} error={error('assignee_id')}>
            {(p) => (
              <Select
                {...p}
                value={values.assignee_id}
                onValueChange={set('assignee_id')}
                options={[{ value: '', label: t('nobody') }, ...people.map((a) => ({ value: a._id, label: a.username }))]}
              />
            )}
          </Field>
          <Field label={t('fields.due')} error={error('due_date')}>
            {(p) => <Input {...p} type="date" value={values.due_date} onChange={(e) => set('due_date')(e.target.value)} />}
          </Field>
        </div>
        <FormActions onCancel={onClose} cancelLabel={tc('cancel')} submitLabel={tc('save')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
