'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input } from '@/components/ui/input';
import { checkAnswers } from '@/lib/onboarding/answers';
import type { Answers } from '@/lib/onboarding/schema';
import type { AssignmentDetail } from '@/lib/onboarding/schema';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { revalidateOnboarding } from '../api';
import { ItemDone } from './item-done';

type Item = AssignmentDetail['items'][number];

/** A form step filled in on the candidate's behalf; checked against the fields before it is sent. */
export function FormItemEditor({ assignmentId, item }: { assignmentId: string; item: Item }) {
  const t = useTranslations('onboarding.drawer');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [answers, setAnswers] = useState<Answers>(() => ({
    ...Object.fromEntries(item.fields.map((f) => [f.key, f.type === 'checkbox' ? false : ''])),
    ...(item.progress?.answers ?? {}),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(!item.progress);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkAnswers(item.fields, answers);
    if (!checked.ok) return setErrors(checked.errors);
    const res = await run(
      () => callApi(onboardingRoutes.completeItem, { params: { id: assignmentId, itemId: item._id }, body: { answers } }),
      toasts('itemCompleted'),
      (refused) => setErrors(Object.fromEntries(Object.entries(refused).map(([k, v]) => [k.replace(/^answers\./, ''), v]))),
    );
    if (res) setEditing(false);
  }
  const set = (key: string, value: string | boolean) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setErrors((x) => ({ ...x, [key]: '' }));
  };

  if (item.progress && !editing) {
    return (
      <div className="space-y-2">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          {item.fields.map((f) => (
            <div key={f.key} className="contents">
              <dt className="text-slate-700">{f.label}</dt>
              <dd className="text-slate-900">
                {typeof answers[f.key] === 'boolean' ? (answers[f.key] ? t('yes') : t('no')) : String(answers[f.key] || '—')}
              </dd>
            </div>
          ))}
        </dl>
        <ItemDone assignmentId={assignmentId} itemId={item._id} completedAt={item.progress.completed_at} />
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {t('editAnswers')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {item.fields.map((f) => {
        const label = f.required ? t('requiredLabel', { label: f.label }) : f.label;
        if (f.type === 'checkbox') {
          return (
            <div key={f.key}>
              <Checkbox
                label={label}
                checked={answers[f.key] === true}
                aria-invalid={Boolean(errors[f.key])}
                onChange={(e) => set(f.key, e.target.checked)}
              />
              {errors[f.key] ? (
                <p role="alert" className="text-sm text-red-700">
                  {errors[f.key]}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <Field key={f.key} label={label} error={errors[f.key] || null}>
            {(p) => (
              <Input
                {...p}
                type={f.type === 'date' ? 'date' : 'text'}
                value={String(answers[f.key] ?? '')}
                maxLength={2000}
                onChange={(e) => set(f.key, e.target.value)}
              />
            )}
          </Field>
        );
      })}
      {errors._ ? (
        <p role="alert" className="text-sm text-red-700">
          {errors._}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={busy}>
          {item.progress ? t('updateAnswers') : t('saveAnswers')}
        </Button>
        {item.progress ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
