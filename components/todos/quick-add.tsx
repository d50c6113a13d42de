'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import { todoApi } from './api';

/**
 * Type a title, press Enter: the to-do is added for the person the list is showing (the viewer
 * on "mine" and "everyone"), with an optional due date. Details are added later in the edit dialog.
 */
export function QuickAdd({ assigneeId, assigneeName, onAdded }: { assigneeId: string; assigneeName: string | null; onAdded: () => void }) {
  const t = useTranslations('todos.quickAdd');
  const { busy, run } = useAction();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return setError(t('titleRequired'));
    const res = await run(() => todoApi.create({ title, due_date: due || null, assignee_id: assigneeId }), t('added'));
    if (res) {
      setTitle('');
      setDue('');
      onAdded();
    }
  }

  return (
    <form
      onSubmit={add}
      noValidate
      aria-label={t('label')}
      className="mb-5 flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="min-w-64 flex-1">
        <Field label={t('title')} error={error} hint={assigneeName ? t('forName', { name: assigneeName }) : t('forMe')}>
          {(p) => (
            <input
              {...p}
              value={title}
              maxLength={200}
              placeholder={t('placeholder')}
              className={`${control} w-full`}
              onChange={(e) => {
                setTitle(e.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
      </div>
      <Field label={t('due')}>
        {(p) => <input {...p} type="date" value={due} onChange={(e) => setDue(e.target.value)} className={`${control} w-40`} />}
      </Field>
      <Button type="submit" className="mt-7" size="sm" loading={busy}>
        {t('add')}
      </Button>
    </form>
  );
}
